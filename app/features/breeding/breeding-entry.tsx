import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clutchKeyOf } from '../../../shared/rules/breeding';
import type { Parent } from '../../../shared/schemas/breeding-log';
import type { LocalLog, LocalReptile } from '../../lib/db';
import { dateText } from '../reptiles';
import type { ClutchOption } from './use-clutches';

/** One breeding event in the list: its type, the parents by name, the count and the clutch. */
export function BreedingEntry({ entry, reptiles, clutches }: { entry: LocalLog<'breedingLogs'>; reptiles: readonly LocalReptile[]; clutches: readonly ClutchOption[] }) {
  const { t, i18n } = useTranslation('logs');
  const lng = i18n.language;
  const parentName = (p: Parent | null | undefined) => (!p ? null : 'name' in p ? p.name : (reptiles.find((r) => r.id === p.reptileId)?.name ?? t('breeding.removedReptile')));
  const parents = [parentName(entry.parent1), parentName(entry.parent2)].filter((p): p is string => p !== null);
  const clutchId = clutchKeyOf(entry);
  const opener = clutchId === null ? undefined : clutchId === entry.id ? entry : clutches.find((c) => c.clutchId === clutchId);
  const laidOn = opener ? ('laidOn' in opener ? opener.laidOn : opener.date) : null;
  const count = entry.outcomeCount;
  const countText = count == null ? null
    : entry.eventType === 'laying' ? t('breeding.entry.eggsLaid', { count })
      : entry.eventType === 'hatching' ? t('breeding.entry.eggsHatched', { count })
        : t('breeding.entry.count', { count });
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" size="sm" color={entry.eventType === 'hatching' ? 'green' : entry.eventType === 'laying' ? 'blue' : entry.eventType === 'mating' ? 'grape' : 'gray'}>
          {t(`breeding.eventTypes.${entry.eventType}`)}
        </Badge>
        {countText && <Text size="sm" fw={500}>{countText}</Text>}
      </Group>
      {parents.length > 0 && <Text size="sm">{t('breeding.entry.parents', { parents: parents.join(' × ') })}</Text>}
      {clutchId !== null && (
        <Text size="sm" c="dimmed">
          {clutchId === entry.id ? t('breeding.entry.opensClutch')
            : laidOn ? t('breeding.entry.clutch', { date: dateText(lng, laidOn) }) : t('breeding.clutch.unknown')}
        </Text>
      )}
      {entry.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{entry.notes}</Text>}
    </Stack>
  );
}
