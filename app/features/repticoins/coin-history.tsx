import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../lib/format';
import { formatSignedCoins } from './format';
import type { LocalCoinEntry } from './use-coin-history';
import { useEntryCause } from './use-entry-cause';
import classes from './repticoins.module.css';

// Enough for the recent story; the rest is one click away rather than a page of rows on a phone.
const FIRST_ROWS = 20;

/** The ledger, newest first: what came in (green, +) and went out (red, -), and why. */
export function CoinHistory({ entries }: { entries: readonly LocalCoinEntry[] }) {
  const { t, i18n } = useTranslation('coins');
  const causeOf = useEntryCause();
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, FIRST_ROWS);
  return (
    <Stack gap="sm" component="section" aria-labelledby="coin-history-title">
      <Title order={2} size="h3" id="coin-history-title">{t('history.title')}</Title>
      {entries.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Text c="dimmed">
            {t('history.empty')}{' '}
            <Anchor component={Link} to="/achievements">{t('history.emptyLink')}</Anchor>
          </Text>
        </Card>
      ) : (
        <Card withBorder radius="lg" padding={0}>
          <ul className={classes.history} aria-label={t('history.title')}>
            {shown.map((entry) => {
              const cause = causeOf(entry);
              return (
                <li key={entry.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={500}>{cause.label}</Text>
                      {cause.detail && <Text size="sm" c="dimmed" className={classes.detail}>{cause.detail}</Text>}
                      <Text size="xs" c="dimmed">{formatDay(entry.at, i18n.language)}</Text>
                    </Stack>
                    <Text fw={700} c={entry.amount > 0 ? 'moss' : 'red'} className={classes.amount}>
                      {formatSignedCoins(entry.amount, i18n.language)}
                    </Text>
                  </Group>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {!all && entries.length > FIRST_ROWS && (
        <Group>
          <Button variant="default" onClick={() => setAll(true)}>{t('history.showAll', { count: entries.length })}</Button>
        </Group>
      )}
    </Stack>
  );
}
