import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import type { LocalReptile } from '../../lib/db';
import { isKept } from '../reptiles';
import { useSpaceAccess } from '../spaces';
import { MoveAnimalDialog } from './lazy-dialogs';
import { undoMove } from './places-repository';
import { useEnclosures, useRacks, useStays } from './use-places';

/**
 * On a reptile's page: where it lives ("Lives in: A3-2 (Rack A)"), a Move, and where it lived
 * before, the latest move undoable (entered by mistake: the one before applies again). Not drawn
 * for an animal sold on (its new keeper houses it); a role that may not move animals reads only.
 */
export function LivesIn({ reptile }: { reptile: LocalReptile }) {
  const { t, i18n } = useTranslation('enclosures');
  const stays = useStays(reptile.id);
  const enclosures = useEnclosures();
  const racks = useRacks();
  const access = useSpaceAccess(reptile.userId);
  const [moving, setMoving] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const placeName = useMemo(() => {
    const rackName = new Map((racks ?? []).map((r) => [r.id, r.name]));
    const byId = new Map((enclosures ?? []).map((e) => [e.id, e]));
    return (id: string | null): { text: string; to: string | null } => {
      if (id === null) return { text: t('livesIn.none'), to: null };
      const e = byId.get(id);
      if (!e) return { text: t('livesIn.gone'), to: null };
      const rack = e.rackId ? rackName.get(e.rackId) : undefined;
      return { text: rack ? t('livesIn.tubOfRack', { tub: e.name, rack: t('rack.title', { name: rack }) }) : e.name, to: `/enclosures/${e.id}` };
    };
  }, [enclosures, racks, t]);
  if (!isKept(reptile) || !stays) return null;
  const canMove = access.can('placement.create.v1');
  const canUndo = access.can('placement.delete.v1');
  const now = placeName(stays.current);
  const latest = stays.stays[0];
  const lng = i18n.language;
  const undo = async () => {
    if (!latest) return;
    setUndoing(true);
    try {
      await undoMove(latest.moveId);
    } finally {
      setUndoing(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t('livesIn.title')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('livesIn.label')}{' '}
            {now.to ? <Anchor component={Link} to={now.to} inherit>{now.text}</Anchor> : <Text span inherit c="dimmed">{now.text}</Text>}
          </Title>
          {canMove && <Button size="xs" variant="light" onClick={() => setMoving(true)}>{t('livesIn.move')}</Button>}
        </Group>
        {stays.stays.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('livesIn.history')}</Text>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('livesIn.history')}>
              {stays.stays.map((s, i) => {
                const place = s.enclosureId === null ? { text: t('move.none') } : placeName(s.enclosureId);
                const when = s.until ? t('stay.fromTo', { from: formatDate(s.from, lng), to: formatDate(s.until, lng) }) : t('stay.since', { from: formatDate(s.from, lng) });
                return (
                  <Group key={s.moveId} component="li" gap="xs" justify="space-between" wrap="wrap">
                    <Text size="sm">{`${place.text} ${when}`}</Text>
                    {i === 0 && canUndo && <Button size="compact-xs" variant="subtle" loading={undoing} onClick={() => void undo()}>{t('livesIn.undo')}</Button>}
                  </Group>
                );
              })}
            </Stack>
          </Stack>
        )}
      </Stack>
      {moving && <MoveAnimalDialog reptile={reptile} current={stays.current} onClose={() => setMoving(false)} />}
    </Paper>
  );
}
