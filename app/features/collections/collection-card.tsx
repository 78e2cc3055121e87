import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocalCollection } from './use-collections';

export interface CollectionCardProps {
  collection: LocalCollection;
  /** How many of the keeper's reptiles are in it. */
  size: number;
  /** Why it cannot be edited now (a translation key), or null when it can. */
  editBlocked: string | null;
  /** Absent where the keeper's role may not edit it (a sitter or viewer of a household): no button. */
  onEdit?: () => void;
  /** Absent where the keeper's role may not delete it: no button. */
  onDelete?: () => void;
  /** 3 when the cards sit under a section's heading (own and shared collections apart). */
  headingOrder?: 2 | 3;
}

/**
 * One collection: its description, how many reptiles it holds (a link to the dashboard showing
 * them) and what can be done with it. A read-only one says so and why editing is off; deleting
 * stays possible, since that is how a keeper frees a slot. A household's collection seen by a
 * sitter or a viewer offers only its reptiles (the role rule draws no edit or delete).
 */
export function CollectionCard({ collection: c, size, editBlocked, onEdit, onDelete, headingOrder = 2 }: CollectionCardProps) {
  const { t } = useTranslation('collections');
  const reasonId = useId();
  return (
    <Paper withBorder p="md" component="li" aria-label={c.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{c.name}</Title>
          {c.state === 'read-only' && <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>{t('card.readOnly')}</Badge>}
        </Group>
        {c.description && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.description}</Text>}
        <Text size="sm">{t('card.reptiles', { count: size })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" component={Link} to={`/dashboard?collection=${encodeURIComponent(c.id)}`}
            aria-label={t('actions.showReptilesOf', { name: c.name })}>{t('actions.showReptiles')}</Button>
          {onEdit && (
            <Button size="xs" variant="default" onClick={onEdit} disabled={editBlocked !== null}
              aria-label={t('actions.editCollection', { name: c.name })} aria-describedby={editBlocked ? reasonId : undefined}>{t('actions.edit')}</Button>
          )}
          {onDelete && <Button size="xs" variant="light" color="red" onClick={onDelete} aria-label={t('actions.deleteCollection', { name: c.name })}>{t('actions.delete')}</Button>}
        </Group>
        {onEdit && editBlocked && <Text id={reasonId} size="xs" c="dimmed">{t(editBlocked)}</Text>}
      </Stack>
    </Paper>
  );
}
