import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalLog } from '../../lib/db';
import { logFailureKey, useLogWrites } from '../logs';
import { resolvePatch } from './health-form-values';

/**
 * "Mark resolved" on an ongoing issue, in one tap: written through the log's hook like any edit
 * (the patch is built here, so mutate parses it). A refusal is said beside the button.
 */
export function MarkResolved({ log, label }: { log: LocalLog<'healthLogs'>; label: string }) {
  const { t } = useTranslation('logs');
  const { update } = useLogWrites('healthLogs', log.reptileId);
  const [failure, setFailure] = useState<string | null>(null);
  const resolve = async () => {
    setFailure(null);
    try {
      await update(log.id, resolvePatch(log, todayIn()));
    } catch (e) {
      setFailure(logFailureKey(e));
    }
  };
  return (
    <Stack gap={2} align="flex-end">
      <Button size="xs" variant="light" color="teal" aria-label={t('health.markResolvedEntry', { entry: label })} onClick={() => void resolve()}>
        {t('health.markResolved')}
      </Button>
      {failure && <Text size="xs" c="red" role="alert">{t(failure)}</Text>}
    </Stack>
  );
}
