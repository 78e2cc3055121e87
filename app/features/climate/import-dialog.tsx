import { Alert, Button, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guessColumns, readCsvTable, readingsOf, unknownColumns, type ColumnMap, type CsvTable, type DateOrder } from '../../../shared/enclosures/reading-csv';
import { useSkippedLines } from '../../lib/use-skipped-lines';
import { rememberMapping, rememberedMapping } from './import-mappings';
import { ImportMapping } from './import-mapping';
import { importPlan, MAX_FILE_READINGS, type ImportPick, type ImportPlan } from './import-plan';
import { ImportPreview } from './import-preview';
import classes from '../../components/file-pick.module.css';
import { importReadingsInChunks } from './import-readings';
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
 * A logger's CSV export into this enclosure, in one step: choose the file, check the columns,
 * look at every line, then import all of it or nothing. Lines with problems keep the import shut
 * until the keeper skips each (one by one or all at once; or fixes the mapping, or the file); any
 * line can be skipped and taken back; moments already here are skipped. A week of a reading every
 * minute is more than one mutation holds: it is written as several in one local transaction
 * (import-readings.ts). A file with more readings than one import takes (MAX_FILE_READINGS) is
 * cut, newest kept by default.
 */
export function ImportDialog({ enclosureId, onClose, onImported }: { enclosureId: string; onClose: () => void; onImported: (count: number) => void }) {
  const { t } = useTranslation('climate');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [step, setStep] = useState<'pick' | 'map' | 'preview'>('pick');
  const [dateOrder, setDateOrder] = useState<DateOrder | undefined>(undefined);
  const { skipped, skip: skipLine, skipProblems, reset: unskipAll } = useSkippedLines();
  const [pick, setPick] = useState<ImportPick>('newest');
  const [error, setError] = useState<string | null>(null);
  // The plan being written: while it is, the moments already here are not watched (below).
  const [saving, setSaving] = useState<ImportPlan | null>(null);
  const blockedId = useId();

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
  // While the file is written, the moments already here are not watched: the readings being
  // written are not "already here", and nothing is recomputed over them mid-write.
  const moments = useReadingMoments(enclosureId, saving ? null : span);
  const planned = useMemo(() => (parsed && moments ? importPlan(parsed.rows, moments, { pick, skipped }) : null), [parsed, moments, pick, skipped]);
  const plan = saving ?? planned;

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
    unskipAll();
    setStep('map');
  };

  const toPreview = () => {
    if (!loaded) return;
    rememberMapping(loaded.table.headers, loaded.columns);
    setStep('preview');
  };

  const skipAllProblems = () => skipProblems(plan?.status);

  const blocked = !plan || plan.withProblems > 0 || (parsed?.fileProblems.length ?? 0) > 0 || plan.readings.length === 0;

  const submit = () => {
    if (!plan || blocked || saving) return;
    setError(null);
    setSaving(plan);
  };
  const imported = useRef(onImported);
  useEffect(() => { imported.current = onImported; }, [onImported]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => { mounted.current = false; };
  }, []);
  // Written once the render that stopped watching the moments is committed, and once per plan
  // (the ref outlives React's development double run of effects: never written twice).
  const started = useRef<ImportPlan | null>(null);
  useEffect(() => {
    if (!saving || started.current === saving) return;
    started.current = saving;
    importReadingsInChunks(enclosureId, saving.readings).then(
      () => { if (mounted.current) imported.current(saving.readings.length); },
      () => {
        if (!mounted.current) return;
        setError('import.failed');
        setSaving(null);
      },
    );
  }, [saving, enclosureId]);

  const unknown = loaded ? unknownColumns(loaded.columns, loaded.table.headers).map((i) => loaded.table.headers[i]).filter(Boolean) : [];

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
              <List size="sm" spacing={2} aria-label={t('import.summary.label')}>
                <List.Item>{t('import.summary.ready', { count: plan.readings.length })}</List.Item>
                {plan.withProblems > 0 && <List.Item>{t('import.summary.problems', { count: plan.withProblems })}</List.Item>}
                {plan.skipped > 0 && <List.Item>{t('import.summary.skipped', { count: plan.skipped })}</List.Item>}
                {plan.alreadyHere > 0 && <List.Item>{t('import.summary.already', { count: plan.alreadyHere })}</List.Item>}
                {plan.repeated > 0 && <List.Item>{t('import.summary.repeated', { count: plan.repeated })}</List.Item>}
              </List>
            ) : <Text size="sm" c="dimmed">{t('import.counting')}</Text>}
            {parsed.mixedUnits && <Alert color="yellow" variant="light">{t('import.mixedUnits')}</Alert>}
            {plan && plan.withProblems > 0 && (
              <Alert color="red" variant="light">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm" id={blockedId}>{t('import.blocked', { count: plan.withProblems })}</Text>
                  <Button size="xs" variant="default" onClick={skipAllProblems}>{t('import.skipProblems', { count: plan.withProblems })}</Button>
                  <Text size="xs" c="dimmed">{t('import.fixHint')}</Text>
                </Stack>
              </Alert>
            )}
            {plan && plan.skipped > 0 && (
              <Group gap="xs">
                <Button size="xs" variant="subtle" onClick={unskipAll}>{t('import.unskipAll', { count: plan.skipped })}</Button>
              </Group>
            )}
            {plan && plan.leftOver > 0 && (
              <Alert color="yellow" variant="light">
                <Radio.Group label={t('import.tooLong', { count: plan.wanted, max: MAX_FILE_READINGS })} value={pick} onChange={(v) => setPick(v === 'oldest' ? 'oldest' : 'newest')}>
                  <Stack gap={4} mt={4}>
                    <Radio value="newest" label={t('import.pickNewest', { max: MAX_FILE_READINGS })} />
                    <Radio value="oldest" label={t('import.pickOldest', { max: MAX_FILE_READINGS })} />
                  </Stack>
                </Radio.Group>
                <Text size="xs" c="dimmed" mt={4}>{t('import.restLater', { count: plan.leftOver })}</Text>
              </Alert>
            )}
            {plan && <ImportPreview table={loaded.table} columns={loaded.columns} rows={parsed.rows} status={plan.status} onSkip={skipLine} />}
            {plan && plan.readings.length === 0 && plan.withProblems === 0 && <Alert color="blue" variant="light">{t(plan.skipped > 0 ? 'import.nothingLeft' : 'import.nothing')}</Alert>}
            {saving && <Text size="sm" c="dimmed" role="status">{t('import.saving', { count: saving.readings.length })}</Text>}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('map')} disabled={saving !== null}>{t('import.back')}</Button>
              <Button onClick={submit} loading={saving !== null} disabled={blocked}
                aria-describedby={plan && plan.withProblems > 0 ? blockedId : undefined}>
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
