import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarInitials } from '../../../../shared/rules/initials';
import type { Profile } from '../../../../shared/schemas/auth';
import { acceptOf, refusalOnDevice } from '../../../../shared/uploads/policy';
import { updateCurrentProfile } from '../../../lib/session';
import { uploadRefusalText } from '../../../lib/api/upload-refusals';
import { uploadAvatar } from '../api/profile-api';
import { profileErrorMessage } from '../lib/profile-error';
import { formatDay } from '../../../lib/format';

const ACCEPT = acceptOf('avatar');

/** Pick a photo, see it in place, then save; the server re-encodes what it keeps. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('settings');
  // The object URL is made when the file is picked and revoked when it is replaced or dropped.
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => () => {
    if (picked) URL.revokeObjectURL(picked.url);
  }, [picked]);

  const pick = (f: File | null) => {
    setError(null);
    if (!f) return;
    const refused = refusalOnDevice('avatar', f);
    if (refused) {
      const { key, values } = uploadRefusalText('avatar', refused);
      return setError(t(key, values));
    }
    setPicked({ file: f, url: URL.createObjectURL(f) });
  };

  async function save() {
    if (!picked) return;
    setPending(true);
    try {
      updateCurrentProfile(await uploadAvatar(picked.file));
      setPicked(null);
      notifications.show({ color: 'moss', message: t('profile.avatar.saved') });
    } catch (err) {
      const m = profileErrorMessage(err, (at) => formatDay(at, i18n.language));
      setError(m.ns === 'settings' && m.key === 'profile.errors.saveFailed' ? t('profile.avatar.failed') : t(m.key, { ns: m.ns, ...m.values }));
    } finally {
      setPending(false);
    }
  }

  const name = profile.username ?? profile.email;
  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Avatar src={picked?.url ?? profile.avatarUrl} alt={t('profile.avatar.alt', { name })} size={96} radius={96} color="moss">
        {avatarInitials(profile.username, profile.email)}
      </Avatar>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={pick} accept={ACCEPT}>
            {(props) => <Button variant="default" {...props}>{t('profile.avatar.choose')}</Button>}
          </FileButton>
          {picked && <Button onClick={() => void save()} loading={pending}>{t('profile.avatar.save')}</Button>}
          {picked && <Button variant="subtle" onClick={() => setPicked(null)} disabled={pending}>{t('profile.avatar.cancel')}</Button>}
        </Group>
        <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>{error ?? t('profile.avatar.help')}</Text>
      </Stack>
    </Group>
  );
}
