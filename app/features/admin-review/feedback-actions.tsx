import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUSES_OF, type FeedbackView } from '../../../shared/api/feedback';
import { failureKey } from './failure-text';
import { useStatusLabel } from '../feedback';
import type { FeedbackAction } from './feedback-admin-queries';

const OWN_CODES = { 'not-found': 'feedback.detail.gone', 'invalid-status': 'feedback.actions.invalidStatus' };

export interface FeedbackActionsProps {
  item: FeedbackView;
  busy: boolean;
  disabled: boolean;
  act: (action: FeedbackAction) => Promise<unknown>;
}

/** The status (the kind's statuses, in words) and Archive / Unarchive. A changed status is told to the reporter by the server. */
export function FeedbackActions({ item, busy, disabled, act }: FeedbackActionsProps) {
  const { t } = useTranslation('admin-review');
  const label = useStatusLabel();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: FeedbackAction, done: string) => {
    setFailure(null);
    try {
      await act(action);
      notifications.show({ color: 'moss', message: done });
    } catch (error) {
      setFailure(t(failureKey(error, 'feedback.actions.failed', OWN_CODES)));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label={t('feedback.actions.status')} value={item.status} allowDeselect={false} disabled={disabled || busy} w={{ base: '100%', xs: 240 }}
          data={STATUSES_OF[item.kind].map((s) => ({ value: s, label: label(item.kind, s) }))}
          onChange={(status) => {
            if (status && status !== item.status) void run({ action: 'status', status }, t('feedback.actions.statusChanged', { status: label(item.kind, status) }));
          }} />
        <Button variant="default" disabled={disabled || busy} onClick={() => void run({ action: 'archive', archived: !item.archived },
          t(item.archived ? 'feedback.actions.unarchived' : 'feedback.actions.archivedDone'))}>
          {t(item.archived ? 'feedback.actions.unarchive' : 'feedback.actions.archive')}
        </Button>
      </Group>
      {failure && <Alert color="red" variant="light" role="alert">{failure}</Alert>}
    </Stack>
  );
}
