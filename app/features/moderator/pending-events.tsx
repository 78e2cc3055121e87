import { Anchor, Badge, Button, Group, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingEventView } from '../../../shared/api/calendar';
import { isWebUrl } from '../../../shared/calendar/event-input';
import { ApiError } from '../../lib/api/client';
import { useOnline } from '../../lib/use-online';
import { EventWhenText, QueryState } from '../calendar';
import { DecideDialog, type Choice } from './decide-dialog';
import { useDecideEvent, usePendingEvents } from './use-pending-events';
import { formatMoment } from '../../lib/format';

const failureKey = (error: unknown) =>
  error instanceof ApiError && error.code === 'already-decided' ? 'events.alreadyDecided'
    : error instanceof ApiError && error.code === 'own-event' ? 'events.ownEvent'
    : error instanceof ApiError && error.status === 404 ? 'events.gone'
      : error instanceof ApiError && error.status === 403 ? 'events.forbidden' : 'events.failed';

/** The "Pending events" section: each waiting event with what a moderator needs to judge it, and approve / reject (both confirmed). */
export function PendingEvents() {
  const { t } = useTranslation('moderator');
  const query = usePendingEvents();
  const decide = useDecideEvent();
  const online = useOnline();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setChoice(null);
    setFailure(null);
  };
  const confirm = async (note: string | null) => {
    if (!choice) return;
    const { event, decision } = choice;
    setFailure(null);
    try {
      await decide.mutateAsync(decision === 'approve' ? { id: event.id, decision } : { id: event.id, decision, note });
      notifications.show({ color: 'moss', message: t(decision === 'approve' ? 'events.approved' : 'events.rejected', { title: event.title }) });
      close();
    } catch (error) {
      const key = failureKey(error);
      // Decided elsewhere or gone: nothing is left to do here, so the dialog closes and says why.
      if (key === 'events.alreadyDecided' || key === 'events.gone') {
        notifications.show({ color: 'yellow', message: t(key, { title: event.title }) });
        close();
      } else setFailure(t(key));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="moderator-events-title">
      <Group gap="xs">
        <Title order={2} size="h4" id="moderator-events-title">{t('events.title')}</Title>
        {query.data && query.data.length > 0 && <Badge color="red" variant="filled" aria-hidden>{query.data.length}</Badge>}
      </Group>
      <QueryState query={query} loadingLabel={t('events.loading')} errorText={(e) => t(e instanceof ApiError && e.status === 403 ? 'events.forbidden' : 'events.fetchFailed')}>
        {(events) => events.length === 0
          ? <Text size="sm" c="dimmed">{t('events.empty')}</Text>
          : (
            <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {events.map((e) => <PendingEvent key={e.id} event={e} disabled={!online} onChoose={(decision) => setChoice({ event: e, decision })} />)}
            </Stack>
          )}
      </QueryState>
      <DecideDialog choice={choice} busy={decide.isPending} failure={failure} onCancel={close} onConfirm={(note) => void confirm(note)} />
    </Stack>
  );
}

function PendingEvent({ event, disabled, onChoose }: { event: PendingEventView; disabled: boolean; onChoose: (d: Choice['decision']) => void }) {
  const { t, i18n } = useTranslation('moderator');
  const titleId = `pending-event-${event.id}`;
  const submitted = formatMoment(event.createdAt, i18n.language);
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Text fw={600} id={titleId}>{event.title}</Text>
        <EventWhenText event={event} size="sm" />
        {event.location && <Text size="sm">{event.location}</Text>}
        {event.description && (
          <Spoiler maxHeight={72} showLabel={t('events.more')} hideLabel={t('events.less')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.description}</Text>
          </Spoiler>
        )}
        {/* Shown as text to check, and a link only when it is http(s). */}
        {event.url && (isWebUrl(event.url)
          ? <Anchor href={event.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>{event.url}</Anchor>
          : <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{event.url}</Text>)}
        <Text size="xs" c="dimmed">{t('events.submittedBy', { name: event.submitter.username ?? t('events.unnamed'), date: submitted })}</Text>
        {/* One's own event is another moderator's to decide: the server refuses it (`own-event`). */}
        {event.mine ? <Text size="sm" c="dimmed" mt={4}>{t('events.yours')}</Text> : (
        <Group gap="sm" mt={4}>
          {/* Named with the title: a list of buttons all called "Approve" says nothing to a screen reader. */}
          <Button color="moss" size="sm" disabled={disabled} aria-label={t('events.approveNamed', { title: event.title })} onClick={() => onChoose('approve')}>
            {t('events.approve')}
          </Button>
          <Button color="red" variant="outline" size="sm" disabled={disabled} aria-label={t('events.rejectNamed', { title: event.title })} onClick={() => onChoose('reject')}>
            {t('events.reject')}
          </Button>
        </Group>
        )}
      </Stack>
    </Paper>
  );
}
