import { Alert, Button, Card, Group, Image, Input, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTION_MAX, entriesLeft } from '../../../shared/contest/entries';
import { CameraIcon } from '../../components/icons';
import { useContestErrorMessage } from './contest-errors';
import { checkEntryFile } from './prepare-entry-image';
import { useSubmitEntry } from './use-submit-entry';
import pick from '../../components/file-pick.module.css';

function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * Entering a photo during submissions: a file input that offers the camera on phones
 * (accept="image/*"), an optional caption, a preview, and the refusals in the keeper's words
 * (not an image, over 5 MB, the monthly limit) before and after the server has its say.
 */
export function SubmitCard({ month, used, limit, online }: { month: string; used: number; limit: number; online: boolean }) {
  const { t } = useTranslation('contest');
  const errorMessage = useContestErrorMessage();
  const submit = useSubmitEntry(month);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreview(file);
  const left = entriesLeft(used, limit);

  const choose = (picked: File | null) => {
    setSent(false);
    submit.reset();
    const refused = picked ? checkEntryFile(picked) : null;
    setFileError(refused ? t(refused.text.key, refused.text.values) : null);
    setFile(refused ? null : picked);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setFileError(t('submit.fileRequired'));
      return;
    }
    submit.mutate({ file, caption }, {
      onSuccess: () => {
        setFile(null);
        setCaption('');
        setSent(true);
        setInputKey((k) => k + 1);
      },
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contest-submit-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contest-submit-title">{t('submit.title')}</Title>
        <Text size="sm" c="dimmed">{t('submit.intro')}</Text>
        {sent && <Alert color="moss" variant="light" role="status">{t('submit.sent')}</Alert>}
        {left === 0 ? (
          <Text size="sm" fw={500}>{t('errors.entryLimit', { limit })}</Text>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <Text size="sm">{t('submit.left', { count: left })}</Text>
              <Input.Wrapper label={t('submit.file')} description={t('submit.fileHint')} error={fileError} id={inputId}>
                {/* The browser's own file button speaks the browser's language, not the app's: it is
                    hidden (still focusable, and it is what assistive technology reaches), and a label
                    styled as a button opens it. */}
                <Group gap="sm" mt={4} wrap="nowrap">
                  <input key={inputKey} id={inputId} className={pick.fileInput} type="file" accept="image/*"
                    aria-invalid={fileError !== null}
                    aria-describedby={fileError ? `${inputId}-description ${inputId}-error` : `${inputId}-description`}
                    onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)} />
                  <label htmlFor={inputId} className={pick.pick}><CameraIcon size={16} />{t('submit.choose')}</label>
                  <Text size="sm" c="dimmed" truncate="end">{file?.name ?? t('submit.noFile')}</Text>
                </Group>
              </Input.Wrapper>
              {preview && <Image src={preview} alt={t('submit.preview')} maw={320} radius="sm" />}
              <TextInput label={t('submit.caption')} value={caption} maxLength={CAPTION_MAX}
                description={t('submit.captionHint', { count: CAPTION_MAX - caption.length })}
                onChange={(e) => setCaption(e.currentTarget.value)} />
              {submit.isError && <Alert color="red" variant="light" role="alert">{errorMessage(submit.error, 'errors.submitFailed')}</Alert>}
              {!online && <Text size="sm" c="dimmed">{t('submit.offline')}</Text>}
              <Button type="submit" loading={submit.isPending} disabled={!online} style={{ alignSelf: 'flex-start' }}>{t('submit.send')}</Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
