import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OcrRow, OcrRowProblem } from '../../../shared/ocr/rows';
import { PlusIcon } from '../../components/icons';
import { useRowFields, type RowEditorProps } from './review-row-fields';

export interface ReviewRowsProps {
  rows: readonly OcrRow[];
  problems: ReadonlyMap<string, readonly OcrRowProblem[]>;
  today: string;
  reptileName: string | null;
  onChange: (key: string, patch: Partial<Omit<OcrRow, 'key'>>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/**
 * The rows read from the photo, editable: a table where there is room, stacked cards on a phone
 * (one is rendered, never both, so each field's name is on the page once). Named "Extracted rows"
 * either way.
 */
export function ReviewRows({ rows, problems, today, reptileName, onChange, onRemove, onAdd }: ReviewRowsProps) {
  const { t } = useTranslation('ocr');
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const editorProps = (row: OcrRow, i: number): Omit<RowEditorProps, 'labelled'> => ({
    row, n: i + 1, today, reptileName, problems: problems.get(row.key) ?? [],
    onChange: (patch) => onChange(row.key, patch), onRemove: () => onRemove(row.key),
  });

  return (
    <Stack gap="sm">
      {rows.length === 0 && <Text c="dimmed" size="sm">{t('review.empty')}</Text>}
      {rows.length > 0 && (wide ? (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('review.tableLabel')} verticalSpacing="xs" horizontalSpacing="xs" highlightOnHover={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="2.5rem">#</Table.Th>
                <Table.Th w="11rem">{t('review.columns.date')}</Table.Th>
                <Table.Th w="10rem">{t('review.columns.reptileName')}</Table.Th>
                <Table.Th w="10rem">{t('review.columns.eventType')}</Table.Th>
                <Table.Th>{t('review.columns.details')}</Table.Th>
                <Table.Th w="3rem"><VisuallyHidden>{t('review.columns.remove')}</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => <TableRow key={row.key} {...editorProps(row, i)} labelled={false} />)}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('review.tableLabel')}>
          {rows.map((row, i) => <RowCard key={row.key} {...editorProps(row, i)} labelled />)}
        </Stack>
      ))}
      <Group>
        <Button variant="default" leftSection={<PlusIcon size={16} />} onClick={onAdd}>{t('review.add')}</Button>
      </Group>
    </Stack>
  );
}

function TableRow(props: RowEditorProps) {
  const fields = useRowFields(props);
  const flagged = props.problems.length > 0;
  return (
    <Table.Tr data-flagged={flagged || undefined} style={{ verticalAlign: 'top' }}>
      <Table.Td><Text size="sm" c={flagged ? 'red' : 'dimmed'} pt={6}>{props.n}</Text></Table.Td>
      <Table.Td>{fields.date}</Table.Td>
      <Table.Td>{fields.reptileName}</Table.Td>
      <Table.Td>{fields.eventType}</Table.Td>
      <Table.Td>{fields.details}</Table.Td>
      <Table.Td>{fields.remove}</Table.Td>
    </Table.Tr>
  );
}

function RowCard(props: RowEditorProps) {
  const { t } = useTranslation('ocr');
  const fields = useRowFields(props);
  const flagged = props.problems.length > 0;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={t('review.rowTitle', { n: props.n })}
      style={flagged ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">{t('review.rowTitle', { n: props.n })}</Text>
          {fields.remove}
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          {fields.date}
          {fields.eventType}
        </SimpleGrid>
        {fields.details}
        {fields.reptileName}
      </Stack>
    </Paper>
  );
}
