import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CloudOffIcon } from '../../components/icons';
import { MAX_SHEET_BYTES } from './prepare-sheet-image';
import type { ReadFailure, ReaderState } from './use-sheet-reader';

const MB = 1024 * 1024;
/** Failures a second try of the same photo may get past; the others need another photo. */
const RETRYABLE: ReadonlySet<ReadFailure> = new Set(['needsOnline', 'busy', 'unreadable']);

/**
 * Where a read is: preparing the photo, loading the reader (its files, the first time), reading,
 * with a bar and a Cancel; or why it failed, with a retry where trying again can help.
 */
export function ReadStatus({ state, onCancel, onRetry }: { state: ReaderState; onCancel: () => void; onRetry: () => void }) {
  const { t, i18n } = useTranslation('ocr');
  const mb = (bytes: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / MB);

  if (state.status === 'idle') return state.cancelled ? <Text size="sm" c="dimmed" role="status">{t('progress.cancelled')}</Text> : null;
  if (state.status === 'failed') {
    const { failure } = state;
    const text = failure === 'tooBig' ? t('errors.tooBig', { size: mb(state.bytes ?? 0), limit: mb(MAX_SHEET_BYTES) }) : t(`errors.${failure}`);
    return (
      <Alert color={failure === 'needsOnline' ? 'yellow' : 'red'} icon={failure === 'needsOnline' ? <CloudOffIcon /> : <AlertIcon />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm" style={{ flex: '1 1 16rem' }}>{text}</Text>
          {RETRYABLE.has(failure) && <Button size="xs" variant="default" onClick={onRetry}>{t('actions.retry')}</Button>}
        </Group>
      </Alert>
    );
  }
  const working = state.status === 'working';
  const percent = working ? Math.round(state.progress * 100) : 0;
  const stage = working ? state.stage : 'preparing';
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" role="status">{t(`progress.${stage}`)}</Text>
        {working && <Text size="sm" c="dimmed">{t('progress.percent', { percent })}</Text>}
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={working ? percent : 100} animated={!working} striped={!working} aria-label={t(`progress.${stage}`)} />
      </Progress.Root>
      <Group>
        <Button size="xs" variant="default" onClick={onCancel}>{t('actions.cancel')}</Button>
      </Group>
    </Stack>
  );
}
