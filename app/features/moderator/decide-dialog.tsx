import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingEventView } from '../../../shared/api/calendar';
import { NOTE_MAX } from '../../../shared/calendar/limits';

export type Choice = { event: PendingEventView; decision: 'approve' | 'reject' };

export interface DecideDialogProps {
  choice: Choice | null;
  busy: boolean;
  /** The failure in the moderator's words, if the last try failed. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: (note: string | null) => void;
}

/** Confirms a decision before it is sent; a rejection may carry a note the submitter will read. */
export function DecideDialog({ choice, busy, failure, onCancel, onConfirm }: DecideDialogProps) {
  const { t } = useTranslation('moderator');
  const reject = choice?.decision === 'reject';
  return (
    <Modal opened={choice !== null} onClose={onCancel} title={t(reject ? 'events.rejectTitle' : 'events.approveTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {choice && <DecideBody key={choice.event.id} choice={choice} busy={busy} failure={failure} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function DecideBody({ choice, busy, failure, onCancel, onConfirm }: Omit<DecideDialogProps, 'choice'> & { choice: Choice }) {
  const { t } = useTranslation('moderator');
  const [note, setNote] = useState('');
  const reject = choice.decision === 'reject';
  const tooLong = note.trim().length > NOTE_MAX;
  return (
    <Stack gap="md">
      <Text>{t(reject ? 'events.rejectBody' : 'events.approveBody', { title: choice.event.title })}</Text>
      {reject && (
        <Textarea label={t('events.note')} description={t('events.noteHint')} value={note} autosize minRows={2} maxRows={5} data-autofocus
          error={tooLong ? t('events.noteTooLong') : undefined} onChange={(e) => setNote(e.currentTarget.value)} />
      )}
      {failure && <Text c="red" size="sm" role="alert">{failure}</Text>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>{t('events.cancel')}</Button>
        <Button color={reject ? 'red' : 'moss'} loading={busy} disabled={tooLong}
          onClick={() => onConfirm(reject ? note.trim() || null : null)}>
          {t(reject ? 'events.confirmReject' : 'events.confirmApprove')}
        </Button>
      </Group>
    </Stack>
  );
}
