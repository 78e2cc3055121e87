import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUIRED_LISTING_FIELDS, type ListingField } from '../../../shared/marketplace/morphmarket';

export interface MissingRow {
  id: string;
  name: string;
  missing: readonly ListingField[];
}

/** What each chosen animal's listing lacks, shown before the file is saved; needed fields in red. */
export function MissingTable({ rows }: { rows: readonly MissingRow[] }) {
  const { t } = useTranslation('marketplace');
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table captionSide="top">
        <Table.Caption>{t('missing.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('missing.animal')}</Table.Th>
            <Table.Th scope="col">{t('missing.fields')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Th scope="row" fw={500}>{r.name}</Table.Th>
              <Table.Td>
                {r.missing.length === 0 ? <Text size="sm">{t('missing.ready')}</Text> : (
                  <Group gap={6}>
                    {r.missing.map((f) => {
                      const needed = REQUIRED_LISTING_FIELDS.has(f);
                      return (
                        <Badge key={f} color={needed ? 'red' : 'gray'} variant="light" tt="none">
                          {t(`fields.${f}`)} · {t(needed ? 'missing.needed' : 'missing.recommended')}
                        </Badge>
                      );
                    })}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
