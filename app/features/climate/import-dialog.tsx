import { Alert, Button, Checkbox, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guessColumns, readCsvTable, readingsOf, unknownColumns, type ColumnMap, type CsvTable, type DateOrder } from '../../../shared/enclosures/reading-csv';
import { MAX_IMPORT_READINGS } from '../../../shared/schemas/climate';
import { rememberMapping, rememberedMapping } from './import-mappings';
import { ImportMapping } from './import-mapping';
import { importPlan, type ImportPick } from './import-plan';
import { ImportPreview } from './import-preview';
import classes from '../../components/file-pick.module.css';
import { importReadings } from './readings-repository';
import { useReadingMoments } from './use-readings';

/** The file as UTF-8 text (FileReader: older WebViews and jsdom lack Blob.text()). */
const readText = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
  reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
  reader.readAsText(file);
});

interface Loaded {
  name: string;
  table: CsvTable;
  columns: ColumnMap[];
  remembered: boolean;
}

/**
 * A logger's CSV export into this enclosure, in one change: choose the file, check the columns,
 * look at every line, then import all of it or nothing. Lines with problems keep the import shut
 * until the keeper skips them (or fixes the mapping, or the file); moments already here are
 * skipped; a file with more readings than one import takes is cut, newest kept by default.
 */
export function ImportDialog({ enclosureId, onClose, onImported }: { enclosureId: string; onClose: () => void; onImported: (count: number) => void }) {
  const { t } = useTranslation('climate');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [step, setStep] = useState<'pick' | 'map' | 'preview'>('pick');
  const [dateOrder, setDateOrder] = useState<DateOrder | undefined>(undefined);
  const [skip, setSkip] = useState(false);
  const [pick, setPick] = useState<ImportPick>('newest');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const parsed = useMemo(() => (loaded ? readingsOf(loaded.table, loaded.columns, { dateOrder }) : null), [loaded, dateOrder]);
  const span = useMemo(() => {
    let from = Infinity;
    let to = -Infinity;
    for (const r of parsed?.rows ?? []) {
      if (r.at === null) continue;
      from = Math.min(from, r.at);
      to = Math.max(to, r.at);
    }
    return from <= to ? { from, to } : null;
  }, [parsed]);
  const moments = useReadingMoments(enclosureId, span);
  const plan = useMemo(() => (parsed && moments ? importPlan(parsed.rows, moments, pick) : null), [parsed, moments, pick]);

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setError('import.readFailed');
      return;
    }
    const table = readCsvTable(text);
    if (table.headers.length === 0 || table.rows.length === 0) {
      setError('import.empty');
      return;
    }
    const remembered = rememberedMapping(table.headers);
    setLoaded({ name: file.name, table, columns: remembered ?? guessColumns(table), remembered: remembered !== null });
    setDateOrder(undefined);
    setSkip(false);
    setStep('map');
  };

  const toPreview = () => {
    if (!loaded) return;
    rememberMapping(loaded.table.headers, loaded.columns);
    setStep('preview');
  };

  const submit = async () => {
    if (!plan || plan.readings.length === 0) return;
    setSaving(true);
    setError(null);
    try {
      await importReadings(enclosureId, plan.readings);
      onImported(plan.readings.length);
    } catch {
      setError('import.failed');
    } finally {
      setSaving(false);
    }
  };

  const unknown = loaded ? unknownColumns(loaded.columns, loaded.table.headers).map((i) => loaded.table.headers[i]).filter(Boolean) : [];
  const blocked = !plan || (plan.withProblems > 0 && !skip) || (parsed?.fileProblems.length ?? 0) > 0;

  return (
    <Modal opened onClose={onClose} size="xl" title={t('import.title')} closeButtonProps={{ 'aria-label': t('readings.close') }}>
      <Stack gap="md">
        {step === 'pick' && (
          <Stack gap="xs">
            <Text size="sm">{t('import.pickHint')}</Text>
            <div>
              <input id="climate-csv" className={classes.fileInput} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void choose(e.currentTarget.files?.[0])} />
              <label htmlFor="climate-csv" className={classes.pick}>{t('import.pick')}</label>
            </div>
          </Stack>
        )}
        {step === 'map' && loaded && parsed && (
          <>
            <Text size="sm" fw={500}>{t('import.file', { name: loaded.name, count: loaded.table.rows.length })}</Text>
            <ImportMapping table={loaded.table} columns={loaded.columns} onColumns={(columns) => setLoaded({ ...loaded, columns, remembered: false })}
              dateOrder={parsed.dateOrder} onDateOrder={setDateOrder} askDateOrder={parsed.dateOrderAmbiguous} remembered={loaded.remembered} />
            {unknown.length > 0 && <Text size="sm" c="dimmed">{t('import.unknownColumns', { columns: unknown.join(', ') })}</Text>}
            {parsed.fileProblems.map((p) => <Alert key={p.key} color="red" variant="light">{t(p.key)}</Alert>)}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('pick')}>{t('import.back')}</Button>
              <Button onClick={toPreview} disabled={parsed.fileProblems.length > 0}>{t('import.next')}</Button>
            </Group>
          </>
        )}
        {step === 'preview' && loaded && parsed && (
          <>
            {plan ? (
              <List size="sm" spacing={2}>
                <List.Item>{t('import.summary.ready', { count: plan.wanted })}</List.Item>
                {plan.withProblems > 0 && <List.Item>{t('import.summary.problems', { count: plan.withProblems })}</List.Item>}
                {plan.alreadyHere > 0 && <List.Item>{t('import.summary.already', { count: plan.alreadyHere })}</List.Item>}
                {plan.repeated > 0 && <List.Item>{t('import.summary.repeated', { count: plan.repeated })}</List.Item>}
              </List>
            ) : <Text size="sm" c="dimmed">{t('import.counting')}</Text>}
            {parsed.mixedUnits && <Alert color="yellow" variant="light">{t('import.mixedUnits')}</Alert>}
            {plan && plan.withProblems > 0 && (
              <Alert color={skip ? 'gray' : 'red'} variant="light">
                <Stack gap="xs">
                  <Text size="sm">{t('import.blocked')}</Text>
                  <Checkbox label={t('import.skipProblems', { count: plan.withProblems })} checked={skip} onChange={(e) => setSkip(e.currentTarget.checked)} />
                  <Text size="xs" c="dimmed">{t('import.fixHint')}</Text>
                </Stack>
              </Alert>
            )}
            {plan && plan.leftOver > 0 && (
              <Alert color="yellow" variant="light">
                <Radio.Group label={t('import.tooLong', { count: plan.wanted, max: MAX_IMPORT_READINGS })} value={pick} onChange={(v) => setPick(v as ImportPick)}>
                  <Stack gap={4} mt={4}>
                    <Radio value="newest" label={t('import.pickNewest', { max: MAX_IMPORT_READINGS })} />
                    <Radio value="oldest" label={t('import.pickOldest', { max: MAX_IMPORT_READINGS })} />
                  </Stack>
                </Radio.Group>
                <Text size="xs" c="dimmed" mt={4}>{t('import.restLater', { count: plan.leftOver })}</Text>
              </Alert>
            )}
            <ImportPreview table={loaded.table} columns={loaded.columns} rows={parsed.rows} />
            {plan && plan.wanted === 0 && plan.withProblems === 0 && <Alert color="blue" variant="light">{t('import.nothing')}</Alert>}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('map')} disabled={saving}>{t('import.back')}</Button>
              <Button onClick={() => void submit()} loading={saving} disabled={blocked || plan.readings.length === 0}>
                {t('import.submit', { count: plan?.readings.length ?? 0 })}
              </Button>
            </Group>
          </>
        )}
        {error && <Alert color="red" variant="light" role="alert">{t(error)}</Alert>}
      </Stack>
    </Modal>
  );
}
