import { Alert, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_ROLES, UNITS_OF, headerUnit, type ImportColumn, type ImportRole, type SheetUnit } from '../../../shared/sheet-import/columns';
import type { DateOrder } from '../../../shared/tabular/dates';
import type { CsvTable } from '../../../shared/tabular/table';

export interface SheetMappingProps {
  table: CsvTable;
  columns: readonly ImportColumn[];
  onColumns: (columns: ImportColumn[]) => void;
  dateOrder: DateOrder;
  onDateOrder: (order: DateOrder) => void;
  askDateOrder: boolean;
  remembered: boolean;
}

/**
 * Which column holds what, guessed from the headers (or remembered for this header set) and
 * correctable; a unit beside each weight and length column, for the numbers written without one.
 */
export function SheetMapping({ table, columns, onColumns, dateOrder, onDateOrder, askDateOrder, remembered }: SheetMappingProps) {
  const { t } = useTranslation('sheet-import');
  const sample = table.rows.find((r) => r.cells.some((c) => c !== ''))?.cells ?? [];
  const change = (i: number, column: ImportColumn) => onColumns(columns.map((c, k) => (k === i ? column : c)));
  const roleData = IMPORT_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{remembered ? t('map.remembered') : t('map.hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {table.headers.map((header, i) => {
          const col = columns[i];
          if (!col) return null;
          const units = UNITS_OF[col.role];
          const name = header || t('map.untitled', { n: i + 1 });
          return (
            <Stack key={`${i}-${header}`} gap={4}>
              <Select label={t('map.column', { header: name })} description={sample[i] ? t('map.sample', { value: sample[i] }) : t('map.emptySample')}
                data={roleData} value={col.role} allowDeselect={false} searchable
                onChange={(v) => {
                  if (!v) return;
                  const role = v as ImportRole;
                  change(i, { role, unit: UNITS_OF[role] ? headerUnit(header, role) : null });
                }} />
              {units && (
                <Select label={t('map.unit', { header: name })} data={units.map((u) => ({ value: u, label: t(`units.${u}`) }))}
                  value={col.unit} allowDeselect={false} onChange={(v) => v && change(i, { ...col, unit: v as SheetUnit })} />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      {askDateOrder && (
        <Alert color="yellow" variant="light">
          <Radio.Group label={t('map.dateOrder.label')} value={dateOrder} onChange={(v) => onDateOrder(v === 'mdy' ? 'mdy' : 'dmy')}>
            <Stack gap={4} mt={4}>
              <Radio value="dmy" label={t('map.dateOrder.dmy')} />
              <Radio value="mdy" label={t('map.dateOrder.mdy')} />
            </Stack>
          </Radio.Group>
        </Alert>
      )}
    </Stack>
  );
}
