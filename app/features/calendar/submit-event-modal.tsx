import { Alert, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';
import { useOnline } from '../../lib/use-online';
import { useSubmitEvent } from './calendar-queries';
import { EventForm } from './event-form';

/** The server's refusals of a submission in the keeper's words (the limit, the connection, a request the rule let through). */
function submitFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'event-limit') return 'errors.event-limit';
  if (error instanceof NetworkError) return 'submit.offline';
  return requestErrorKey(error) ?? 'errors.submitFailed';
}

/** "Submit an event" in a dialog: on success it closes, says the event waits for a moderator, and the calendar refreshes. */
export function SubmitEventModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('community-calendar');
  const online = useOnline();
  const submit = useSubmitEvent();
  return (
    <Modal opened={opened} onClose={onClose} title={t('submit.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('submit.intro')}</Text>
        {!online && <Alert color="yellow" role="status">{t('submit.offline')}</Alert>}
        <EventForm failureKey={submitFailureKey} onCancel={onClose} onSubmit={async (input) => {
          const event = await submit.mutateAsync(input);
          notifications.show({ color: 'moss', title: t('submit.successTitle'), message: t('submit.success', { title: event.title }) });
          onClose();
        }} />
      </Stack>
    </Modal>
  );
}
