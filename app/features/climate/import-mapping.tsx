import { Alert, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnMap, ColumnRole, CsvTable, DateOrder } from '../../../shared/enclosures/reading-csv';

const ROLES: readonly ColumnRole[] = ['at', 'date', 'time', 'hotC', 'coolC', 'baskingC', 'ambientC', 'humidityPct', 'ignore'];
const isTemperature = (role: ColumnRole) => role === 'hotC' || role === 'coolC' || role === 'baskingC' || role === 'ambientC';

export interface MappingProps {
  table: CsvTable;
  columns: readonly ColumnMap[];
  onColumns: (columns: ColumnMap[]) => void;
  /** Shown only when the file's dates fit both orders. */
  dateOrder: DateOrder | null;
  onDateOrder: (order: DateOrder) => void;
  askDateOrder: boolean;
  remembered: boolean;
}

/** Which column holds what, guessed (or remembered) and correctable; a unit for each temperature. */
export function ImportMapping({ table, columns, onColumns, dateOrder, onDateOrder, askDateOrder, remembered }: MappingProps) {
  const { t } = useTranslation('climate');
  const sample = table.rows[0]?.cells ?? [];
  const change = (i: number, patch: Partial<ColumnMap>) => onColumns(columns.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{remembered ? t('import.remembered') : t('import.mapHint')}</Text>
      {table.headers.map((header, i) => {
        const col = columns[i];
        if (!col) return null;
        return (
          <SimpleGrid key={`${i}-${header}`} cols={isTemperature(col.role) ? 2 : 1} spacing="xs">
            <Select label={t('import.column', { header: header || String(i + 1) })} description={sample[i] ? t('import.sample', { value: sample[i] }) : undefined}
              data={ROLES.map((r) => ({ value: r, label: t(`import.roles.${r}`) }))} value={col.role} allowDeselect={false}
              onChange={(v) => v && change(i, { role: v as ColumnRole })} />
            {isTemperature(col.role) && (
              <Select label={t('import.unit', { header: header || String(i + 1) })} data={[{ value: 'C', label: '°C' }, { value: 'F', label: '°F' }]}
                value={col.unit} allowDeselect={false} onChange={(v) => v && change(i, { unit: v as ColumnMap['unit'] })} />
            )}
          </SimpleGrid>
        );
      })}
      {askDateOrder && (
        <Alert color="yellow" variant="light">
          <Radio.Group label={t('import.dateOrder.label')} value={dateOrder ?? 'dmy'} onChange={(v) => onDateOrder(v as DateOrder)}>
            <Stack gap={4} mt={4}>
              <Radio value="dmy" label={t('import.dateOrder.dmy')} />
              <Radio value="mdy" label={t('import.dateOrder.mdy')} />
            </Stack>
          </Radio.Group>
        </Alert>
      )}
    </Stack>
  );
}
