import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLIMATE_SPOTS, flagsOf, type EnclosureTargets } from '../../../shared/enclosures/climate-targets';
import { formatMoment } from '../../lib/format';
import { FLAG_COLOR, FLAG_TEXT, flagText, rangeText, valueText } from './readings-text';
import type { LocalReading } from './use-readings';

/**
 * The newest reading with each value beside its target range; a value outside it is said in words
 * and drawn in the flag's colour.
 */
export function LatestReading({ reading, targets }: { reading: LocalReading | null; targets: EnclosureTargets | null }) {
  const { t, i18n } = useTranslation('climate');
  const lng = i18n.language;
  if (!reading) return <Text c="dimmed" size="sm">{t('readings.none')}</Text>;
  const flags = targets ? flagsOf(reading, targets.targets) : [];
  const values = CLIMATE_SPOTS.flatMap((spot) => {
    const value = reading[spot];
    return value === null ? [] : [{ spot, value }];
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">{t('readings.latest', { when: formatMoment(reading.at, lng) })}</Text>
        <Stack gap={4} component="dl" m={0}>
          {values.map(({ spot, value }) => {
            const flag = flags.find((f) => f.spot === spot);
            const range = targets?.targets[spot];
            return (
              <Group key={spot} gap="xs" wrap="wrap">
                <Text component="dt" size="sm" fw={500} miw={110}>{t(`readings.spots.${spot}`)}</Text>
                <Text component="dd" m={0} size="sm" className={flag ? FLAG_TEXT[flag.kind] : undefined} fw={flag ? 700 : undefined}>
                  {valueText(t, lng, spot, value)}
                  {range && <Text span size="xs" c="dimmed" fw={400}> {t('targets.target', { range: rangeText(t, lng, spot, range) })}</Text>}
                </Text>
              </Group>
            );
          })}
        </Stack>
        {flags.length > 0 ? (
          <List size="sm" spacing={2} aria-label={t('readings.outside')}>
            {flags.map((f) => (
              <List.Item key={f.spot} icon={<Badge size="xs" color={FLAG_COLOR[f.kind]} variant="light" classNames={{ label: FLAG_TEXT[f.kind] }}>{t(`readings.flagKind.${f.kind}`)}</Badge>}>
                {flagText(t, lng, f)}
              </List.Item>
            ))}
          </List>
        ) : targets && <Text size="sm" c="teal.7">{t('readings.inRange')}</Text>}
      </Stack>
    </Paper>
  );
}
