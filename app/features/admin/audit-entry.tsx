import { Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditRow } from '../../../shared/api/admin';
import { isKnownAction, isKnownTarget } from './audit-actions';
import { auditDiff } from './audit-diff';
import { formatMoment } from '../../lib/format';
import { userPath } from './user-list';

export interface AuditEntryProps {
  entry: AuditRow;
  onActor: (actorId: string) => void;
  onTarget: (targetId: string) => void;
}

/** One audit entry: what was done, by whom (their e-mail at the time), to what, when, and what changed. */
export function AuditEntry({ entry, onActor, onTarget }: AuditEntryProps) {
  const { t, i18n } = useTranslation('admin');
  // Instants (`disabledAt`, `premiumExpiresAt`) read as dates, not as milliseconds.
  const lines = auditDiff(entry.before, entry.after, (field, value) =>
    typeof value === 'number' && field !== null && /At$/.test(field) ? formatMoment(value, i18n.language) : undefined);
  const actionLabel = isKnownAction(entry.action) ? t(`auditActions.${entry.action}`) : entry.action;
  const targetType = isKnownTarget(entry.targetType) ? t(`auditTargets.${entry.targetType}`) : entry.targetType;
  const actorName = entry.actorEmail ?? t('audit.unknownActor');
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={600}>{actionLabel}</Text>
          <Text size="xs" c="dimmed">{formatMoment(entry.createdAt, i18n.language)}</Text>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm" c="dimmed">{t('audit.by')}</Text>
          {entry.actorId
            ? (
              <Anchor component="button" type="button" size="sm" style={{ overflowWrap: 'anywhere' }}
                onClick={() => entry.actorId && onActor(entry.actorId)} aria-label={t('audit.onlyActor', { actor: actorName })}>
                {actorName}
              </Anchor>
            )
            : <Text size="sm">{actorName}</Text>}
          <Badge size="xs" variant="light" color="gray">{t(`roles.${entry.actorRole === 'admin' || entry.actorRole === 'moderator' ? entry.actorRole : 'user'}`)}</Badge>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm" c="dimmed">{t('audit.target')}</Text>
          <Text size="sm">{targetType}</Text>
          {entry.targetId && (entry.targetType === 'user'
            ? <Anchor component={Link} to={userPath(entry.targetId)} size="sm" ff="monospace">…{entry.targetId.slice(-8)}</Anchor>
            : <Text size="sm" ff="monospace" title={entry.targetId}>…{entry.targetId.slice(-8)}</Text>)}
          {entry.targetId && (
            <Anchor component="button" type="button" size="xs" onClick={() => entry.targetId && onTarget(entry.targetId)}>
              {t('audit.onlyTarget')}
            </Anchor>
          )}
        </Group>
        {lines.length > 0 && (
          <Stack component="ul" gap={2} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('audit.changes')}>
            {lines.map((line) => (
              <Text component="li" key={line.field ?? '-'} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {line.field && <Text span inherit fw={700}>{line.field}: </Text>}
                {line.before === undefined ? <Text span inherit c="dimmed">{t('audit.none')}</Text> : <Text span inherit>{line.before}</Text>}
                <Text span inherit aria-hidden> → </Text>
                <VisuallyHidden> {t('audit.changedTo')} </VisuallyHidden>
                {line.after === undefined ? <Text span inherit c="dimmed">{t('audit.none')}</Text> : <Text span inherit>{line.after}</Text>}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
