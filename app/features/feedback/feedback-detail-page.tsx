import { Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { FeedbackKind } from '../../../shared/api/feedback';
import { NeedsConnection } from '../../components/needs-connection';
import { ApiError, NetworkError } from '../../lib/api/client';
import { useOnline } from '../../lib/use-online';
import { LoadFailed } from './load-failed';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { FeedbackDetails } from './feedback-details';
import { useAddComment, useFeedbackDetail } from './feedback-queries';

const LIST_PATHS = { bug: '/bug-report', feature: '/feature-request' } as const;

/**
 * /bug-report/:id and /feature-request/:id: one of the keeper's own items, its status, the
 * conversation with the team and a comment box. One that is not there, or not theirs, reads as
 * not found (the server answers both alike). Offline: the shared "needs a connection" state, or
 * what was fetched before, marked; a comment typed then is kept, not sent.
 */
function FeedbackDetailPage({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation('feedback');
  const { id = '' } = useParams();
  const online = useOnline();
  const query = useFeedbackDetail(kind, id);
  const addComment = useAddComment(kind, id);
  const retry = () => void query.refetch();
  const unreachable = !online || query.error instanceof NetworkError;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const { data } = query;

  let body;
  if (notFound) {
    body = (
      <Stack gap="xs">
        <Title order={1}>{t('detail.notFoundTitle')}</Title>
        <Text>{t(`${kind}.notFound`)}</Text>
      </Stack>
    );
  } else if (data) {
    body = (
      <Stack gap="xl">
        {unreachable && <NeedsConnection stale onRetry={online ? retry : undefined} />}
        <FeedbackDetails item={data.item} />
        <Stack gap="sm" component="section" aria-labelledby="feedback-conversation-title">
          <Title order={2} size="h4" id="feedback-conversation-title">{t('comments.title')}</Title>
          <CommentThread comments={data.comments} />
          <CommentForm online={online} onSend={(text) => addComment.mutateAsync(text)} />
        </Stack>
      </Stack>
    );
  } else if (unreachable) {
    body = <NeedsConnection onRetry={online ? retry : undefined} />;
  } else if (query.isError) {
    body = <LoadFailed onRetry={retry} />;
  } else {
    body = <Center mih={160}><Loader aria-label={t('loading')} /></Center>;
  }

  return (
    <Container size="md" px={0} w="100%">
      <Stack gap="lg">
        <Anchor component={Link} to={LIST_PATHS[kind]} size="sm">{t(`${kind}.back`)}</Anchor>
        {body}
      </Stack>
    </Container>
  );
}

export const BugReportDetailPage = () => <FeedbackDetailPage kind="bug" />;
export const FeatureRequestDetailPage = () => <FeedbackDetailPage kind="feature" />;
