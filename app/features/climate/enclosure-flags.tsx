import { Badge, Group } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flagText, FLAG_COLOR, FLAG_TEXT } from './readings-text';
import { useClimateFlags } from './use-readings';
import { useEquipmentDue } from './use-equipment';
import { useUpkeepDue } from './use-upkeep';

/** A reading older than this says nothing about the enclosure today: its flags are not shown. */
const FRESH_MS = 7 * 24 * 60 * 60 * 1000;

/** A flag says its value and limit in words: it wraps on a narrow tub rather than being cut. */
const WRAP = { root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } } as const;

/**
 * What the rack view flags on each tub (issue 28), in words: the newest reading's values outside
 * the ranges (when taken in the last week), cleaning due today or overdue, equipment due for replacement. An
 * enclosure with nothing to flag is absent from the map.
 */
export function useEnclosureFlags(enclosureIds: readonly string[]): ReadonlyMap<string, ReactNode> {
  const { t, i18n } = useTranslation('climate');
  const climate = useClimateFlags(enclosureIds);
  const upkeep = useUpkeepDue(enclosureIds);
  const equipment = useEquipmentDue();
  // When the view opened: what is fresh is judged against it.
  const [now] = useState(() => Date.now());
  return useMemo(() => {
    const lng = i18n.language;
    const out = new Map<string, ReactNode>();
    for (const id of enclosureIds) {
      const badges: ReactNode[] = [];
      const c = climate?.get(id);
      if (c && now - c.reading.at <= FRESH_MS) {
        for (const f of c.flags) badges.push(<Badge key={`c-${f.spot}`} color={FLAG_COLOR[f.kind]} variant="light" styles={WRAP} tt="none" classNames={{ label: FLAG_TEXT[f.kind] }}>{flagText(t, lng, f)}</Badge>);
      }
      for (const u of upkeep?.get(id) ?? []) {
        const kind = t(`upkeep.kinds.${u.kind}`);
        badges.push(u.status === 'overdue'
          ? <Badge key={`u-${u.kind}`} color="red" variant="light" styles={WRAP} tt="none">{t('flags.upkeepOverdue', { kind, count: u.overdueDays })}</Badge>
          : <Badge key={`u-${u.kind}`} color="yellow" variant="light" styles={WRAP} tt="none">{t('flags.upkeepDue', { kind })}</Badge>);
      }
      for (const e of equipment ?? []) {
        if (e.equipment.enclosureId !== id) continue;
        const s = e.state;
        const when = s.state === 'overdue' ? t('equipment.badge.overdue', { count: s.daysOverdue })
          : s.daysLeft === 0 ? t('equipment.badge.dueToday') : t('equipment.badge.dueSoon', { count: s.daysLeft });
        badges.push(<Badge key={`e-${e.equipment.id}`} color={e.state.state === 'overdue' ? 'red' : 'yellow'} variant="light" styles={WRAP} tt="none">{`${e.equipment.name}: ${when}`}</Badge>);
      }
      if (badges.length > 0) out.set(id, <Group gap={4}>{badges}</Group>);
    }
    return out;
  }, [enclosureIds, climate, upkeep, equipment, t, i18n.language, now]);
}
