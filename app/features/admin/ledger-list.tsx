import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LedgerRow } from './admin-api';
import { formatMoment } from '../../lib/format';
import { LedgerAmount, useCauseLabel } from './ledger-bits';
import { userPath } from './user-list';

/** One page of ledger entries: a table where it fits, a card per entry on a phone. */
export function LedgerList({ rows }: { rows: readonly LedgerRow[] }) {
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return wide ? <LedgerTable rows={rows} /> : <LedgerCards rows={rows} />;
}

function Who({ row }: { row: LedgerRow }) {
  return (
    <Anchor component={Link} to={userPath(row.userId)} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {row.username ? `${row.username} (${row.email})` : row.email}
    </Anchor>
  );
}

function LedgerTable({ rows }: { rows: readonly LedgerRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const causeLabel = useCauseLabel();
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.when')}</Table.Th>
            <Table.Th>{t('ledger.user')}</Table.Th>
            <Table.Th>{t('ledger.cause')}</Table.Th>
            <Table.Th ta="right">{t('ledger.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}><Text size="sm">{formatMoment(row.at, i18n.language)}</Text></Table.Td>
              <Table.Td><Who row={row} /></Table.Td>
              <Table.Td>
                <Text size="sm">{causeLabel(row.key)}</Text>
                {row.reason && <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{row.reason}</Text>}
              </Table.Td>
              <Table.Td ta="right"><LedgerAmount amount={row.amount} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LedgerCards({ rows }: { rows: readonly LedgerRow[] }) {
  const { i18n } = useTranslation('admin');
  const causeLabel = useCauseLabel();
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>{causeLabel(row.key)}</Text>
              {row.reason && <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{row.reason}</Text>}
              <Who row={row} />
              <Text size="xs" c="dimmed">{formatMoment(row.at, i18n.language)}</Text>
            </Stack>
            <LedgerAmount amount={row.amount} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
