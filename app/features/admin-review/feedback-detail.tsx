import { Anchor, Badge, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackKind } from '../../../shared/api/feedback';
import { useOnline } from '../../lib/use-online';
import { CommentThread, FeedbackImageGallery, FeedbackStatusBadge } from '../feedback';
import { failureKey } from './failure-text';
import type { FeedbackDetail } from './feedback-admin-api';
import { FeedbackActions } from './feedback-actions';
import { formatMoment } from '../../lib/format';
import { ReplyBox } from './reply-box';
import { useFeedbackAction, type FeedbackAction } from './feedback-admin-queries';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h6">{title}</Title>
      {children}
    </Stack>
  );
}

const longText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export interface FeedbackDetailViewProps {
  kind: FeedbackKind;
  detail: FeedbackDetail;
  reply: string;
  onReplyChange: (value: string) => void;
}

/** One report or request as the team sees it: who filed it, what they wrote, their device and images, the actions and the conversation. */
export function FeedbackDetailView({ kind, detail, reply, onReplyChange }: FeedbackDetailViewProps) {
  const { t, i18n } = useTranslation('admin-review');
  const online = useOnline();
  const action = useFeedbackAction(kind, detail.item.id);
  const [replyFailure, setReplyFailure] = useState<string | null>(null);
  const { item, comments } = detail;
  const act = (a: FeedbackAction) => action.mutateAsync(a);
  const sendReply = async (body: string) => {
    setReplyFailure(null);
    try {
      await act({ action: 'reply', body });
      onReplyChange('');
      notifications.show({ color: 'moss', message: t('feedback.reply.sent') });
    } catch (error) {
      setReplyFailure(t(failureKey(error, 'feedback.reply.failed', { 'not-found': 'feedback.detail.gone' })));
    }
  };
  const device = [
    [t('feedback.detail.browser'), item.browser],
    [t('feedback.detail.os'), item.os],
    [t('feedback.detail.deviceType'), item.deviceType ? t(`feedback.detail.devices.${item.deviceType}`) : null],
  ] as const;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs">
          <FeedbackStatusBadge kind={kind} status={item.status} />
          {item.archived && <Badge size="sm" color="gray" variant="outline">{t('feedback.row.archived')}</Badge>}
        </Group>
        <Text size="xs" c="dimmed">{t('feedback.detail.dates', { created: formatMoment(item.createdAt, i18n.language), updated: formatMoment(item.updatedAt, i18n.language) })}</Text>
      </Stack>
      {item.reporter && (
        <Section title={t('feedback.detail.reporterTitle')}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{item.reporter.username ? `${item.reporter.username} (${item.reporter.email})` : item.reporter.email}</Text>
            <Anchor component={Link} to={`/admin/users/${encodeURIComponent(item.reporter.id)}`} size="sm">{t('feedback.detail.account')}</Anchor>
          </Group>
        </Section>
      )}
      <Section title={t('feedback.detail.description')}>
        <Text size="sm" style={longText}>{item.description}</Text>
      </Section>
      {kind === 'bug' && (
        <>
          <Section title={t('feedback.detail.steps')}>
            <Text size="sm" style={longText} c={item.steps ? undefined : 'dimmed'}>{item.steps ?? t('feedback.detail.none')}</Text>
          </Section>
          <Section title={t('feedback.detail.device')}>
            <Table variant="vertical" withTableBorder layout="fixed" fz="sm">
              <Table.Tbody>
                {device.map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Th w={{ base: '42%', xs: 180 }} scope="row">{name}</Table.Th>
                    <Table.Td c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>{value ?? t('feedback.detail.unknown')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Section>
          {item.images.length > 0 && (
            <Section title={t('feedback.detail.images', { count: item.images.length })}>
              <FeedbackImageGallery images={item.images} />
            </Section>
          )}
        </>
      )}
      <Divider />
      <FeedbackActions item={item} busy={action.isPending} disabled={!online} act={act} />
      <Divider />
      <Section title={t('feedback.detail.conversation', { count: comments.length })}>
        <CommentThread comments={comments} viewer="team" />
      </Section>
      <ReplyBox value={reply} onChange={onReplyChange} busy={action.isPending && action.variables.action === 'reply'} disabled={!online}
        failure={replyFailure} onSend={(body) => void sendReply(body)} />
    </Stack>
  );
}
