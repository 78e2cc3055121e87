import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, refusalOnDevice } from '../../../shared/uploads/policy';
import { uploadErrorText, uploadRefusalText, type UploadRefusalText } from '../../lib/api/upload-refusals';
import { failureKey } from './failure-text';
import { ownImagePath } from './notification-values';
import { useUploadNotificationImage } from './use-send-notification';


export interface ImageFieldProps {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * The message's optional picture: uploaded here (re-encoded and served from our own origin) or
 * the address of one uploaded before. Pictures from other sites are refused by the form, and it
 * says why: the app's content policy lets keepers' browsers load pictures from our origin only.
 */
export function ImageField({ value, error, disabled, onChange }: ImageFieldProps) {
  const { t } = useTranslation('admin-review');
  const upload = useUploadNotificationImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = value.trim() ? ownImagePath(value, window.location.origin) : null;

  const choose = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    const say = ({ key, values }: UploadRefusalText) => setUploadError(t(key, values));
    const refused = refusalOnDevice('messageImage', file);
    if (refused) return say(uploadRefusalText('messageImage', refused));
    try {
      onChange((await upload.mutateAsync(file)).imageUrl);
    } catch (err) {
      const words = uploadErrorText('messageImage', err);
      if (words) say(words);
      else setUploadError(t(failureKey(err, 'notifications.image.failed')));
    }
  };

  return (
    <Stack gap="xs">
      <TextInput label={t('notifications.image.label')} description={t('notifications.image.hint')} value={value} error={error ?? uploadError ?? undefined}
        placeholder="/api/notifications/images/…" disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />
      <Group gap="sm">
        <FileButton accept={acceptOf('messageImage')} onChange={(f) => void choose(f)} disabled={disabled || upload.isPending}>
          {(props) => <Button {...props} variant="default" size="xs" loading={upload.isPending}>{t('notifications.image.upload')}</Button>}
        </FileButton>
        {value && <Button variant="subtle" color="red" size="xs" disabled={disabled} onClick={() => onChange('')}>{t('notifications.image.remove')}</Button>}
        <Text size="xs" c="dimmed">{t('notifications.image.types')}</Text>
      </Group>
      {shown && <Image src={shown} alt={t('notifications.imageAlt')} radius="sm" maw={240} mah={160} fit="contain" />}
    </Stack>
  );
}
