import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staysOf } from '../../../shared/enclosures/racks';
import { formatDate } from '../../lib/format';
import { useReptiles } from '../reptiles';
import { usePlacements } from './use-places';

/** The animals that lived in the enclosure, newest stay first: "Monty, 3 Mar 2026 – 20 Jun 2026". */
export function EnclosureHistory({ enclosureId }: { enclosureId: string }) {
  const { t, i18n } = useTranslation('enclosures');
  const moves = usePlacements();
  const reptiles = useReptiles();
  const stays = useMemo(() => {
    if (!moves) return [];
    const animals = new Set(moves.filter((m) => m.enclosureId === enclosureId).map((m) => m.reptileId));
    return [...animals].flatMap((reptileId) => staysOf(moves, reptileId).filter((s) => s.enclosureId === enclosureId).map((s) => ({ ...s, reptileId })))
      .sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : 0));
  }, [moves, enclosureId]);
  const names = useMemo(() => new Map((reptiles ?? []).map((r) => [r.id, r.name])), [reptiles]);
  const lng = i18n.language;
  return (
    <Stack gap="xs" component="section" aria-label={t('enclosure.history')}>
      <Title order={2} size="h4">{t('enclosure.history')}</Title>
      {stays.length === 0 && <Text c="dimmed" size="sm">{t('enclosure.noHistory')}</Text>}
      {stays.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {stays.map((s) => {
            const name = names.get(s.reptileId);
            const when = s.until ? t('stay.fromTo', { from: formatDate(s.from, lng), to: formatDate(s.until, lng) }) : t('stay.since', { from: formatDate(s.from, lng) });
            return (
              <Text key={s.moveId} component="li" size="sm">
                {name ? <Anchor component={Link} to={`/reptiles/${s.reptileId}`}>{name}</Anchor> : t('enclosure.unknownAnimal')}
                {` ${when}`}
              </Text>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
