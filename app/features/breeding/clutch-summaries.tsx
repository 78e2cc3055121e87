import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClutchSummary } from '../../../shared/schemas/clutch';
import { dateText } from '../reptiles';

/** The reptile's clutches, newest first: eggs laid and hatched so far. */
export function ClutchSummaries({ clutches }: { clutches: readonly ClutchSummary[] }) {
  const { t, i18n } = useTranslation('logs');
  const titleId = useId();
  if (clutches.length === 0) return null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={titleId}>{t('breeding.clutches.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {clutches.map((c) => (
          <Paper key={c.clutchId} withBorder p="sm" component="li">
            <Text fw={500}>{c.laidOn ? t('breeding.clutches.laidOn', { date: dateText(i18n.language, c.laidOn) }) : t('breeding.clutch.unknown')}</Text>
            <Text size="sm">{t('breeding.clutches.counts', { laid: number(c.eggsLaid), hatched: number(c.eggsHatched) })}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
