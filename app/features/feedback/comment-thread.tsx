import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommentView } from '../../../shared/api/feedback';
import { formatMoment } from '../../lib/format';
import classes from './feedback.module.css';

export interface CommentThreadProps {
  comments: readonly CommentView[];
  /** Whose screen: the reporter's ("You" and "HerpTrack team") or the team's (names from `authorName`). */
  viewer?: 'reporter' | 'team';
}

/**
 * The conversation on a report, oldest first: the reporter's comments and the team's, the team's
 * marked in words and colour. Bodies are plain text, never read as HTML.
 */
export function CommentThread({ comments, viewer = 'reporter' }: CommentThreadProps) {
  const { t, i18n } = useTranslation('feedback');
  if (comments.length === 0) return <Text size="sm" c="dimmed">{t(viewer === 'team' ? 'comments.emptyTeam' : 'comments.empty')}</Text>;
  const author = (c: CommentView): string => {
    if (viewer === 'reporter') return c.fromTeam ? t('comments.team') : t('comments.you');
    return c.authorName ?? (c.fromTeam ? t('comments.team') : t('comments.reporter'));
  };
  return (
    <Stack gap="sm" component="ol" aria-label={t('comments.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {comments.map((c) => (
        <Paper key={c.id} component="li" radius="sm" p="sm" className={c.fromTeam ? classes.teamComment : classes.ownComment}>
          <Stack gap={4}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>{author(c)}</Text>
                {c.fromTeam && <Badge size="xs" variant="filled" color="moss">{t('comments.teamBadge')}</Badge>}
              </Group>
              <Text size="xs" c="dimmed" component="time" dateTime={new Date(c.createdAt).toISOString()}>{formatMoment(c.createdAt, i18n.language)}</Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.body}</Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
