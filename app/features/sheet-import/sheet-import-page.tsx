import { Alert, Anchor, Badge, Button, Container, Group, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZodError } from 'zod';
import { guessColumns, knownLayout, type ImportColumn } from '../../../shared/sheet-import/columns';
import { planSheet } from '../../../shared/sheet-import/plan';
import { readSheet } from '../../../shared/sheet-import/rows';
import type { DateOrder } from '../../../shared/tabular/dates';
import type { CsvTable } from '../../../shared/tabular/table';
import { todayIn } from '../../../shared/rules/calendar-date';
import { useSkippedLines } from '../../lib/use-skipped-lines';
import fileClasses from '../../components/file-pick.module.css';
import { StorageFullError } from '../../lib/sync';
import { useReptileLimit } from '../reptiles';
import { readSheetFile, SheetFileError, type Sheet } from './read-sheet-file';
import { ImportTooLargeError, importSheet } from './sheet-import-repository';
import { rememberMapping, rememberedMapping } from './sheet-mappings';
import { SheetMapping } from './sheet-mapping';
import { SheetPreview } from './sheet-preview';
import { useImportContext } from './use-import-context';

interface Loaded {
  fileName: string;
  sheets: Sheet[];
  sheetIndex: number;
  table: CsvTable;
  columns: ImportColumn[];
  remembered: boolean;
}

type Step = 'pick' | 'map' | 'preview' | 'done';

const loadSheet = (fileName: string, sheets: Sheet[], sheetIndex: number): Loaded => {
  const table = sheets[sheetIndex]?.table ?? { headers: [], rows: [], separator: ',' };
  const remembered = rememberedMapping(table.headers);
  return { fileName, sheets, sheetIndex, table, columns: remembered ?? guessColumns(table.headers), remembered: remembered !== null };
};

/**
 * /import: a keeper's records from a spreadsheet (issue 30), in one change. Choose a CSV or XLSX
 * file (and the sheet of a workbook), check what each column holds, look at every row with its
 * problems under the cell that causes them, fix or skip those rows, then import all of it: the
 * animals it names that the keeper does not have yet, and their logs. Rows already in HerpTrack
 * (an import of the same file again) are skipped; the plan's room for animals is said before the
 * import starts. Everything is read and written on the device, so it works offline.
 */
export function SheetImportPage() {
  const { t } = useTranslation('sheet-import');
  const [step, setStep] = useState<Step>('pick');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [dateOrder, setDateOrder] = useState<DateOrder | undefined>(undefined);
  const { skipped, skip: skipRow, skipProblems, reset: unskipAll } = useSkippedLines();
  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ animals: number; logs: number } | null>(null);
  const today = todayIn();

  const read = useMemo(() => (loaded ? readSheet(loaded.table, loaded.columns, { dateOrder, today }) : null), [loaded, dateOrder, today]);
  const names = useMemo(() => [...new Set((read?.rows ?? []).flatMap((r) => (r.animal === null ? [] : [r.animal])))], [read]);
  const context = useImportContext(names);
  const plan = useMemo(() => (read && context ? planSheet(read, { animals: context.animals, existing: context.existing, skipped }) : null), [read, context, skipped]);
  const limit = useReptileLimit();
  const room = limit && limit.limit !== null ? Math.max(0, limit.limit - limit.count) : null;

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    setReading(true);
    try {
      const sheets = await readSheetFile(file);
      setLoaded(loadSheet(file.name, sheets, 0));
      setDateOrder(undefined);
      unskipAll();
      setStep('map');
    } catch (e) {
      setError(e instanceof SheetFileError ? `errors.${e.reason}` : 'errors.unreadable');
    } finally {
      setReading(false);
    }
  };

  const toPreview = () => {
    if (!loaded) return;
    rememberMapping(loaded.table.headers, loaded.columns);
    setStep('preview');
  };

  const editRow = (line: number, cells: string[]) => {
    if (!loaded) return;
    setLoaded({ ...loaded, table: { ...loaded.table, rows: loaded.table.rows.map((r) => (r.line === line ? { line, cells } : r)) } });
  };
  const skipAllProblems = () => skipProblems(plan?.status);

  const overRoom = plan !== null && room !== null && plan.newAnimals.length > room;
  const blocked = !plan || !read || read.fileProblems.length > 0 || plan.counts.problem > 0 || overRoom || plan.counts.ready === 0;

  const submit = async () => {
    if (!loaded || !read || !plan || blocked) return;
    setSaving(true);
    setError(null);
    try {
      const result = await importSheet({ fileName: loaded.fileName, table: loaded.table, columns: loaded.columns, dateOrder: read.dateOrder }, plan);
      setDone(result);
      setStep('done');
    } catch (e) {
      setError(e instanceof ImportTooLargeError ? 'errors.tooLarge' : e instanceof StorageFullError ? 'errors.storageFull' : e instanceof ZodError ? 'errors.invalid' : 'errors.failed');
    } finally {
      setSaving(false);
    }
  };

  const startOver = () => {
    setLoaded(null);
    setDone(null);
    unskipAll();
    setError(null);
    setStep('pick');
  };

  const layout = loaded ? knownLayout(loaded.table.headers) : null;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </Stack>

        {step === 'pick' && (
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Text size="sm">{t('pick.hint')}</Text>
              <List size="sm" spacing={2}>
                <List.Item>{t('pick.animals')}</List.Item>
                <List.Item>{t('pick.logs')}</List.Item>
                <List.Item>{t('pick.others')}</List.Item>
              </List>
              <div>
                <input id="sheet-file" className={fileClasses.fileInput} type="file" disabled={reading}
                  accept=".csv,.tsv,.txt,.xlsx,.zip,.json,text/csv,text/plain,application/zip,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => { void choose(e.currentTarget.files?.[0]); e.currentTarget.value = ''; }} />
                <label htmlFor="sheet-file" className={fileClasses.pick}>{reading ? t('pick.reading') : t('pick.choose')}</label>
              </div>
            </Stack>
          </Paper>
        )}

        {step === 'map' && loaded && read && (
          <Paper withBorder p="md">
            <Stack gap="md">
              <Group gap="xs">
                <Text size="sm" fw={500}>{t('map.file', { name: loaded.fileName, count: loaded.table.rows.length })}</Text>
                {layout && <Badge variant="light">{t(`layouts.${layout}`)}</Badge>}
                <Badge variant="outline" color="gray">{t(`kinds.${read.kind}`)}</Badge>
              </Group>
              {loaded.sheets.length > 1 && (
                <NativeSelect label={t('map.sheet')} value={String(loaded.sheetIndex)}
                  data={loaded.sheets.map((s, i) => ({ value: String(i), label: t('map.sheetOption', { name: s.name, count: s.table.rows.length }) }))}
                  onChange={(e) => { setLoaded(loadSheet(loaded.fileName, loaded.sheets, Number(e.currentTarget.value))); unskipAll(); }} />
              )}
              <SheetMapping table={loaded.table} columns={loaded.columns} onColumns={(columns) => setLoaded({ ...loaded, columns, remembered: false })}
                dateOrder={read.dateOrder} onDateOrder={setDateOrder} askDateOrder={read.dateOrderAmbiguous} remembered={loaded.remembered} />
              {read.fileProblems.map((p) => <Alert key={p.key} color="red" variant="light">{t(p.key)}</Alert>)}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={startOver}>{t('back')}</Button>
                <Button onClick={toPreview} disabled={read.fileProblems.length > 0}>{t('map.next')}</Button>
              </Group>
            </Stack>
          </Paper>
        )}

        {step === 'preview' && loaded && read && (
          <Paper withBorder p="md">
            <Stack gap="md">
              {plan ? (
                <List size="sm" spacing={2} aria-label={t('summary.label')}>
                  <List.Item>{read.kind === 'logs' ? t('summary.logs', { count: plan.logs }) : t('summary.animalsOnly', { count: plan.newAnimals.length })}</List.Item>
                  {read.kind === 'logs' && plan.newAnimals.length > 0 && <List.Item>{t('summary.newAnimals', { count: plan.newAnimals.length, names: plan.newAnimals.slice(0, 8).join(', ') + (plan.newAnimals.length > 8 ? '…' : '') })}</List.Item>}
                  {plan.matched.length > 0 && <List.Item>{t('summary.matched', { count: plan.matched.length, names: plan.matched.slice(0, 8).map((a) => a.name).join(', ') + (plan.matched.length > 8 ? '…' : '') })}</List.Item>}
                  {plan.counts.problem > 0 && <List.Item>{t('summary.problems', { count: plan.counts.problem })}</List.Item>}
                  {plan.counts.skipped > 0 && <List.Item>{t('summary.skipped', { count: plan.counts.skipped })}</List.Item>}
                  {plan.counts.here > 0 && <List.Item>{t('summary.here', { count: plan.counts.here })}</List.Item>}
                  {plan.counts.repeated > 0 && <List.Item>{t('summary.repeated', { count: plan.counts.repeated })}</List.Item>}
                </List>
              ) : <Text size="sm" c="dimmed">{t('summary.counting')}</Text>}
              {plan && room !== null && plan.newAnimals.length > 0 && (
                <Alert color={overRoom ? 'red' : 'blue'} variant="light">
                  {overRoom
                    ? t('limit.over', { plan: limit?.planName ?? '', limit: limit?.limit ?? 0, have: limit?.count ?? 0, adds: plan.newAnimals.length, fit: room })
                    : t('limit.fits', { plan: limit?.planName ?? '', adds: plan.newAnimals.length, count: room })}
                </Alert>
              )}
              {plan && plan.counts.problem > 0 && (
                <Alert color="red" variant="light">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('preview.blocked')}</Text>
                    <Button size="xs" variant="default" onClick={skipAllProblems}>{t('preview.skipAll', { count: plan.counts.problem })}</Button>
                  </Stack>
                </Alert>
              )}
              {plan && (
                <SheetPreview table={loaded.table} columns={loaded.columns} rows={read.rows} status={plan.status} extra={plan.problems} onEdit={editRow} onSkip={skipRow} />
              )}
              {plan && plan.counts.ready === 0 && plan.counts.problem === 0 && <Alert color="blue" variant="light">{t('preview.nothing')}</Alert>}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setStep('map')} disabled={saving}>{t('back')}</Button>
                <Button onClick={() => void submit()} loading={saving} disabled={blocked}>
                  {read.kind === 'logs' ? t('submitLogs', { count: plan?.logs ?? 0 }) : t('submitAnimals', { count: plan?.newAnimals.length ?? 0 })}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}

        {step === 'done' && done && (
          <Alert color="green" variant="light" role="status" title={t('done.title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('done.summary', { animals: t('done.animals', { count: done.animals }), logs: t('done.logs', { count: done.logs }) })}</Text>
              <Text size="sm">{t('done.sync')}</Text>
              <Group gap="md">
                <Anchor component={Link} to="/" size="sm">{t('done.seeAnimals')}</Anchor>
                <Anchor component="button" type="button" size="sm" onClick={startOver}>{t('done.another')}</Anchor>
              </Group>
            </Stack>
          </Alert>
        )}

        {error && <Alert color="red" variant="light" role="alert">{t(error)}</Alert>}
      </Stack>
    </Container>
  );
}
