import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { clutchOutlook } from '../../../shared/rules/incubation';
import { formatReading } from '../../../shared/rules/units';
import type { ClutchSummary } from '../../../shared/schemas/clutch';
import { formatDate } from '../../lib/format';
import { useHatchWindowText } from './use-hatch-window-text';

/**
 * The reptile's clutches, newest first: eggs laid and hatched so far, the incubation, the latest
 * candling and, while eggs are still expected, the hatch window counted down. The species is the
 * laying reptile's (`speciesOf`), which may be another of the keeper's reptiles.
 */
export function ClutchSummaries({ clutches, speciesOf }: { clutches: readonly ClutchSummary[]; speciesOf: (reptileId: string | null) => string }) {
  const { t, i18n } = useTranslation('logs');
  const lng = i18n.language;
  const titleId = useId();
  const windowText = useHatchWindowText();
  if (clutches.length === 0) return null;
  const number = (n: number) => new Intl.NumberFormat(lng).format(n);
  const today = todayIn();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={titleId}>{t('breeding.clutches.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {clutches.map((c) => {
          const outlook = clutchOutlook(c, speciesOf(c.reptileId), today);
          return (
            <Paper key={c.clutchId} withBorder p="sm" component="li">
              <Stack gap={2}>
                <Text fw={500}>{c.laidOn ? t('breeding.clutches.laidOn', { date: formatDate(c.laidOn, lng) }) : t('breeding.clutch.unknown')}</Text>
                <Text size="sm">{t('breeding.clutches.counts', { laid: number(c.eggsLaid), hatched: number(c.eggsHatched) })}</Text>
                {c.candling && (
                  <Text size="sm">
                    {t('breeding.clutches.candled', { date: formatDate(c.candling.date, lng), fertile: number(c.candling.fertile), infertile: number(c.candling.infertile), slugs: number(c.candling.slugs) })}
                    {' · '}{t('breeding.clutches.expected', { count: c.eggsExpected, formatted: number(c.eggsExpected) })}
                  </Text>
                )}
                {c.incubationTempC !== null && <Text size="sm" c="dimmed">{t('breeding.clutches.temperature', { temp: formatReading(lng, c.incubationTempC) })}</Text>}
                {outlook && <Text size="sm" fw={500} c={outlook.daysToTo < 0 ? 'orange' : undefined}>{windowText(outlook)}</Text>}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
