import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileUpdate, type Profile } from '../../../../shared/schemas/auth';
import { updateCurrentProfile } from '../../../lib/session';
import { patchProfile } from '../api/profile-api';
import { profileErrorMessage, type ProfileMessage } from '../lib/profile-error';
import { nextUsernameChangeAt } from '../lib/username-rule';
import { formatDay } from '../../../lib/format';

/** Username (unique, once per 30 days), bio and location; only changed fields are sent. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('settings');
  const [username, setUsername] = useState(profile.username ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [location, setLocation] = useState(profile.location ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ProfileMessage | null>(null);
  const [pending, setPending] = useState(false);
  // Read the clock once per mounted form (it re-mounts when the profile changes).
  const [lockedUntil] = useState(() => nextUsernameChangeAt(profile.usernameChangedAt, Date.now()));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const patch: Record<string, string> = {};
    if (username.trim() !== (profile.username ?? '')) patch.username = username;
    if (bio.trim() !== (profile.bio ?? '')) patch.bio = bio;
    if (location.trim() !== (profile.location ?? '')) patch.location = location;
    const v = ProfileUpdate.safeParse(patch);
    if (!v.success) {
      setErrors(Object.fromEntries(v.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (Object.keys(v.data).length === 0) return;
    setPending(true);
    try {
      updateCurrentProfile(await patchProfile(v.data));
      notifications.show({ color: 'moss', message: t('profile.saved') });
    } catch (err) {
      setFailure(profileErrorMessage(err, (at) => formatDay(at, i18n.language, 'long')));
    } finally {
      setPending(false);
    }
  }

  const err = (f: string) => (errors[f] ? t(errors[f], { ns: 'auth' }) : undefined);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('profile.formLabel')}>
      <Stack gap="md">
        {failure && <Alert color="red" variant="light" role="alert">{t(failure.key, { ns: failure.ns, ...failure.values })}</Alert>}
        <TextInput label={t('profile.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)}
          disabled={lockedUntil !== null} error={err('username')}
          description={lockedUntil ? t('profile.usernameLocked', { date: formatDay(lockedUntil, i18n.language, 'long') }) : t('profile.usernameHelp')} />
        <Textarea label={t('profile.bio')} autosize minRows={3} maxLength={500} value={bio}
          onChange={(e) => setBio(e.currentTarget.value)} error={err('bio')} description={t('profile.bioHelp', { count: 500 - bio.length })} />
        <TextInput label={t('profile.location')} maxLength={100} value={location} onChange={(e) => setLocation(e.currentTarget.value)} error={err('location')} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>{t('profile.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
