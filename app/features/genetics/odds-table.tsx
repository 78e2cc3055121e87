import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ratioText } from '../../../shared/genetics/ratio';
import { formatReading } from '../../../shared/rules/units';
import type { Outcome } from '../../../shared/rules/genetics';
import { describeOutcome } from './describe-outcome';

/** Enough rows for a three-gene pairing at a glance; the rest one tap away. */
const FIRST_ROWS = 24;

/** The babies of a pairing, most likely first: chance per egg (percent and exact fraction), look, what they carry. */
export function OddsTable({ outcomes }: { outcomes: readonly Outcome[] }) {
  const { t, i18n } = useTranslation('genetics');
  const [all, setAll] = useState(false);
  const shown = all ? outcomes : outcomes.slice(0, FIRST_ROWS);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={96}>{t('odds.chance')}</Table.Th>
              <Table.Th>{t('odds.babies')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((o) => {
              const { look, carries } = describeOutcome(o, t);
              return (
                <Table.Tr key={o.key}>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Text fw={700} size="sm">{formatReading(i18n.language, o.percent)}%</Text>
                    <Text size="xs" c="dimmed">{ratioText(o.probability)}</Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} size="sm">{look}</Text>
                      {!o.viable && <Badge color="red" variant="light" size="sm">{t('odds.notViable')}</Badge>}
                    </Group>
                    {carries.length > 0 && <Text size="xs" c="dimmed">{carries.join(', ')}</Text>}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!all && outcomes.length > FIRST_ROWS && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
          {t('odds.showAll', { count: outcomes.length })}
        </Button>
      )}
    </Stack>
  );
}
