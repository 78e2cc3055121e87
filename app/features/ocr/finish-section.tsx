import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckIcon } from '../../components/icons';
import type { ImportResult, Message } from './use-ocr-import';

interface FinishProps {
  total: number;
  flagged: number;
  removedRead: number;
  importing: boolean;
  /** The plan's limit is reached: importing is off (the notice above says why). */
  blocked: boolean;
  blockedBy?: string;
  error: Message | null;
  onImport: () => void;
  onDownload: () => void;
  onDiscard: () => void;
}

/** The last step: how many rows become logs and how many are skipped, then Import or Download as CSV. */
export function FinishActions({ total, flagged, removedRead, importing, blocked, blockedBy, error, onImport, onDownload, onDiscard }: FinishProps) {
  const { t } = useTranslation('ocr');
  const ready = total - flagged;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('finish.summary', { count: ready, total })}</Text>
      {flagged + removedRead > 0 && <Text size="sm" c="dimmed">{t('finish.willSkip', { count: flagged + removedRead })}</Text>}
      <Group gap="sm">
        <Button onClick={onImport} loading={importing} disabled={blocked} aria-describedby={blocked ? blockedBy : undefined}>
          {t('finish.import', { count: ready })}
        </Button>
        <Button variant="default" onClick={onDownload}>{t('finish.download')}</Button>
        <Button variant="subtle" color="gray" onClick={onDiscard}>{t('finish.discard')}</Button>
      </Group>
      {error && <Alert color="red" icon={<AlertIcon />} role="alert">{t(error.key, error.values)}</Alert>}
    </Stack>
  );
}

/** What the import did: the counts, and the way to the reptile's logs or to the next sheet. */
export function ImportDone({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const { t } = useTranslation('ocr');
  return (
    <Alert color="green" icon={<CheckIcon />} role="status" title={t('finish.done', { imported: result.imported, skipped: result.skipped })}>
      <Stack gap="sm">
        <Text size="sm">{t('finish.doneBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/reptiles/${result.reptileId}`} size="xs">{t('finish.openReptile', { name: result.reptileName })}</Button>
          <Button size="xs" variant="default" onClick={onAgain}>{t('finish.again')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
