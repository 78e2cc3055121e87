import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisqualifyBody } from '../../../shared/api/contest';
import type { AdminEntry } from './contest-admin-api';

const REASON_MAX = 500;

export interface DisqualifyDialogProps {
  entry: AdminEntry | null;
  /** The entry's name as the list shows it. */
  name: string;
  busy: boolean;
  /** The last try's failure in the admin's words. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * The confirmation of a disqualification: what it does to the keeper (all their entries of the
 * month leave, the votes they had are withdrawn, a 3-month bar) and a reason, required, kept in
 * the audit log.
 */
export function DisqualifyDialog({ entry, ...rest }: DisqualifyDialogProps) {
  const { t } = useTranslation('admin-review');
  return (
    <Modal opened={entry !== null} onClose={rest.onCancel} title={t('contests.disqualify.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {entry && <DisqualifyForm key={entry.id} {...rest} />}
    </Modal>
  );
}

function DisqualifyForm({ name, busy, failure, onCancel, onConfirm }: Omit<DisqualifyDialogProps, 'entry'>) {
  const { t } = useTranslation('admin-review');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = DisqualifyBody.safeParse({ reason });
  const error = tried && !parsed.success ? t(parsed.error.issues[0]?.message ?? 'errors.reasonRequired') : undefined;
  const confirm = () => {
    setTried(true);
    if (parsed.success) onConfirm(parsed.data.reason);
  };
  return (
    <Stack gap="md">
      <Text>{t('contests.disqualify.body', { name })}</Text>
      <Text size="sm" c="dimmed">{t('contests.disqualify.effects')}</Text>
      <Textarea label={t('contests.disqualify.reason')} description={t('contests.disqualify.reasonHint', { count: Math.max(0, REASON_MAX - reason.trim().length) })}
        required withAsterisk value={reason} autosize minRows={2} maxRows={6} data-autofocus error={error}
        onChange={(e) => setReason(e.currentTarget.value)} />
      {failure && <Alert color="red" variant="light" role="alert">{failure}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>{t('actions.cancel')}</Button>
        <Button color="red" loading={busy} onClick={confirm}>{t('contests.disqualify.confirm')}</Button>
      </Group>
    </Stack>
  );
}
