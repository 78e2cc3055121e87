import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { moneyText } from './money';
import { useBreederCards } from './use-breeder-cards';

/** How many animals each list names before "and N more". */
const NAMED = 5;

/**
 * The dashboard's breeder cards (issue 30): money owed on open sales, animals leaving this week,
 * animals ready to list and animals to sex. Shown only to a keeper with a waitlist, sales or
 * hatchlings, so a pet keeper's dashboard stays as it was.
 */
export function BreederCards({ names }: { names: ReadonlyMap<string, string> }) {
  const { t, i18n } = useTranslation('sales');
  const cards = useBreederCards();
  if (!cards?.shown) return null;
  const animals = (ids: readonly string[]) => (
    <Stack gap={2}>
      {ids.slice(0, NAMED).map((id) => <Anchor key={id} component={Link} to={`/reptiles/${id}`} size="sm">{names.get(id) ?? '—'}</Anchor>)}
      {ids.length > NAMED && <Text size="sm" c="dimmed">{t('cards.more', { count: ids.length - NAMED })}</Text>}
    </Stack>
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="breeder-cards-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="breeder-cards-title">{t('cards.title')}</Title>
        <Anchor component={Link} to="/sales" size="sm">{t('cards.open')}</Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Card withBorder padding="sm" aria-label={t('cards.balanceDue')}>
          <Text fw={600} size="sm">{t('cards.balanceDue')}</Text>
          {cards.balanceDue.length === 0 ? <Text size="sm" c="dimmed">{t('cards.nothingOwed')}</Text>
            : cards.balanceDue.map((b) => <Text key={b.currency} size="lg" fw={700}>{moneyText(b.minor, b.currency, i18n.language)}</Text>)}
        </Card>
        <Card withBorder padding="sm" aria-label={t('cards.leaving')}>
          <Text fw={600} size="sm">{t('cards.leaving')}</Text>
          {cards.leavingThisWeek.length === 0 ? <Text size="sm" c="dimmed">{t('cards.noneLeaving')}</Text> : cards.leavingThisWeek.map((s) => (
            <Text key={s.id} size="sm">{names.get(s.reptileId) ?? '—'} · {t(`handoverOn.${s.handover}`, { date: formatDate(s.handoverDate ?? '', i18n.language) })}</Text>
          ))}
        </Card>
        <Card withBorder padding="sm" aria-label={t('cards.readyToList')}>
          <Text fw={600} size="sm">{t('cards.readyToList')} ({cards.readyToList.length})</Text>
          {cards.readyToList.length === 0 ? <Text size="sm" c="dimmed">{t('cards.noneReady')}</Text> : animals(cards.readyToList)}
        </Card>
        <Card withBorder padding="sm" aria-label={t('cards.needsSexing')}>
          <Text fw={600} size="sm">{t('cards.needsSexing')} ({cards.needsSexing.length})</Text>
          {cards.needsSexing.length === 0 ? <Text size="sm" c="dimmed">{t('cards.noneToSex')}</Text> : animals(cards.needsSexing)}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
