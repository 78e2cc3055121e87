import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clutchKeyOf } from '../../../shared/rules/breeding';
import type { BreedingEventType, Parent } from '../../../shared/schemas/breeding-log';
import type { LocalLog, LocalReptile } from '../../lib/db';
import { formatReading } from '../../../shared/rules/units';
import { formatDate } from '../../lib/format';
import { pairingLink } from '../genetics';
import type { ClutchOption } from './use-clutches';

const BADGE_COLOR: Record<BreedingEventType, string> = { mating: 'grape', laying: 'blue', candling: 'orange', hatching: 'green', other: 'gray' };

/** One breeding event in the list: its type, the parents by name, the count and the clutch. */
export function BreedingEntry({ entry, reptiles, clutches }: { entry: LocalLog<'breedingLogs'>; reptiles: readonly LocalReptile[]; clutches: readonly ClutchOption[] }) {
  const { t, i18n } = useTranslation('logs');
  const lng = i18n.language;
  const parentName = (p: Parent | null | undefined) => (!p ? null : 'name' in p ? p.name : (reptiles.find((r) => r.id === p.reptileId)?.name ?? t('breeding.removedReptile')));
  const parents = [parentName(entry.parent1), parentName(entry.parent2)].filter((p): p is string => p !== null);
  const keptParent = (p: Parent | null | undefined) => (p && 'reptileId' in p ? reptiles.find((r) => r.id === p.reptileId) : undefined);
  const [kept1, kept2] = [keptParent(entry.parent1), keptParent(entry.parent2)];
  // A mating of two of the keeper's own reptiles opens the planner with both, genes and all.
  const oddsLink = entry.eventType === 'mating' && kept1 && kept2 && kept1.id !== kept2.id ? pairingLink(kept1, kept2) : null;
  const clutchId = clutchKeyOf(entry);
  const opener = clutchId === null ? undefined : clutchId === entry.id ? entry : clutches.find((c) => c.clutchId === clutchId);
  const laidOn = opener ? ('laidOn' in opener ? opener.laidOn : opener.date) : null;
  const count = entry.outcomeCount;
  const number = (n: number | null | undefined) => new Intl.NumberFormat(lng).format(n ?? 0);
  const countText = entry.eventType === 'candling'
    ? t('breeding.entry.candled', { fertile: number(entry.fertile), infertile: number(entry.infertile), slugs: number(entry.slugs) })
    : count == null ? null
    : entry.eventType === 'laying' ? t('breeding.entry.eggsLaid', { count })
      : entry.eventType === 'hatching' ? t('breeding.entry.eggsHatched', { count })
        : t('breeding.entry.count', { count });
  const incubation = [
    entry.incubationTempC != null ? t('breeding.clutches.temperature', { temp: formatReading(lng, entry.incubationTempC) }) : null,
    entry.incubationDays != null ? t('breeding.entry.incubationDays', { count: entry.incubationDays }) : null,
  ].filter((s): s is string => s !== null);
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" size="sm" color={BADGE_COLOR[entry.eventType]}>
          {t(`breeding.eventTypes.${entry.eventType}`)}
        </Badge>
        {countText && <Text size="sm" fw={500}>{countText}</Text>}
      </Group>
      {incubation.length > 0 && <Text size="sm">{incubation.join(' · ')}</Text>}
      {parents.length > 0 && <Text size="sm">{t('breeding.entry.parents', { parents: parents.join(' × ') })}</Text>}
      {oddsLink && <Anchor component={Link} to={oddsLink} size="sm" style={{ alignSelf: 'flex-start' }}>{t('breeding.entry.offspringOdds')}</Anchor>}
      {clutchId !== null && (
        <Text size="sm" c="dimmed">
          {clutchId === entry.id ? t('breeding.entry.opensClutch')
            : laidOn ? t('breeding.entry.clutch', { date: formatDate(laidOn, lng) }) : t('breeding.clutch.unknown')}
        </Text>
      )}
      {entry.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{entry.notes}</Text>}
    </Stack>
  );
}
