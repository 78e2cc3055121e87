import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKept, useReptiles } from '../reptiles';
import { EntryDialog } from './entry-dialog';
import { EntryItem } from './entry-item';
import { SaleDialog } from './sale-dialog';
import { moveEntry } from './sales-repository';
import type { LocalEntry } from './use-sales';

/**
 * The waitlist: buyers still waiting or offered an animal, in their order (moved up and down one
 * place at a time), with the animal offered to each and a sale made from the entry. Buyers who
 * bought or withdrew are counted below.
 */
export function WaitlistSection({ entries, onSale }: { entries: readonly LocalEntry[]; onSale: ReadonlySet<string> }) {
  const { t } = useTranslation('sales');
  const reptiles = useReptiles();
  const [adding, setAdding] = useState(false);
  const [selling, setSelling] = useState<LocalEntry | null>(null);
  const [editing, setEditing] = useState<LocalEntry | null>(null);
  const names = useMemo(() => new Map((reptiles ?? []).map((r) => [r.id, r.name])), [reptiles]);
  const active = entries.filter((e) => e.state === 'waiting' || e.state === 'offered');
  const offered = new Set(active.flatMap((e) => (e.offeredReptileId ? [e.offeredReptileId] : [])));
  const closed = entries.length - active.length;
  // Moves name a place of the whole list (entries that bought or withdrew keep theirs).
  const placeOf = (e: LocalEntry) => entries.indexOf(e) + 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby="waitlist-title">
      <Group justify="space-between">
        <Title order={2} id="waitlist-title">{t('waitlist.title')}</Title>
        <Button onClick={() => setAdding(true)}>{t('waitlist.add')}</Button>
      </Group>
      {active.length === 0 ? <Text c="dimmed">{t('waitlist.empty')}</Text> : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {active.map((e, i) => {
            const prev = active[i - 1];
            const next = active[i + 1];
            return (
              <EntryItem key={e.id} entry={e} place={i + 1} names={names}
                animals={(reptiles ?? []).filter((r) => isKept(r) && r.userId === e.userId && !onSale.has(r.id) && !offered.has(r.id))}
                onUp={prev ? () => void moveEntry(e.id, placeOf(prev)) : null}
                onDown={next ? () => void moveEntry(e.id, placeOf(next)) : null}
                onSell={() => setSelling(e)} onEdit={() => setEditing(e)} />
            );
          })}
        </Stack>
      )}
      {closed > 0 && <Text size="sm" c="dimmed">{t('waitlist.closed', { count: closed })}</Text>}
      <EntryDialog opened={adding} onClose={() => setAdding(false)} />
      <EntryDialog opened={editing !== null} entry={editing ?? undefined} onClose={() => setEditing(null)} />
      <SaleDialog opened={selling !== null} entry={selling ?? undefined} onSale={onSale} onClose={() => setSelling(null)} />
    </Stack>
  );
}
