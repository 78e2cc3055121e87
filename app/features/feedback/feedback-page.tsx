import { Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackKind } from '../../../shared/api/feedback';
import { NeedsConnection } from '../../components/needs-connection';
import { NetworkError } from '../../lib/api/client';
import { useOnline } from '../../lib/use-online';
import { LoadFailed } from './load-failed';
import { MyFeedbackList } from './my-feedback-list';
import { useMyFeedback } from './feedback-queries';

/**
 * /bug-report and /feature-request: the form, then the keeper's own items. Both need the server.
 * Offline (or with no answer) the page says so at the top, in the shared "needs a connection"
 * state, and shows the list fetched last, if any; the form keeps taking words but does not send.
 */
export function FeedbackPage({ kind, form }: { kind: FeedbackKind; form: (online: boolean) => ReactNode }) {
  const { t } = useTranslation('feedback');
  const online = useOnline();
  const mine = useMyFeedback(kind);
  const retry = () => void mine.refetch();
  const unreachable = !online || mine.error instanceof NetworkError;
  const items = mine.data?.items;

  let list: ReactNode = null;
  if (items) list = items.length === 0 ? <Text size="sm" c="dimmed">{t(`${kind}.mineEmpty`)}</Text> : <MyFeedbackList items={items} />;
  else if (mine.isError && !unreachable) {
    list = <LoadFailed onRetry={retry} />;
  } else if (!unreachable) list = <Center mih={80}><Loader size="sm" aria-label={t('loading')} /></Center>;

  return (
    <Container size="md" px={0} w="100%">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t(`${kind}.title`)}</Title>
          <Text c="dimmed" size="sm">{t(`${kind}.intro`)}</Text>
        </Stack>
        {unreachable && <NeedsConnection stale={items !== undefined} onRetry={online ? retry : undefined} />}
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${kind}-form-title`}>
          <Stack gap="md">
            <Title order={2} size="h4" id={`${kind}-form-title`}>{t(`${kind}.formTitle`)}</Title>
            {form(online)}
          </Stack>
        </Card>
        <Stack gap="sm" component="section" aria-labelledby={`${kind}-mine-title`}>
          <Title order={2} size="h4" id={`${kind}-mine-title`}>{t(`${kind}.mineTitle`)}</Title>
          {list}
        </Stack>
      </Stack>
    </Container>
  );
}
