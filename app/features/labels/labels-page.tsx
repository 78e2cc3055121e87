import { Alert, Button, Container, Group, NativeSelect, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { animalLabel } from '../../../shared/labels/content';
import { ROLL_DEFAULT, ROLL_LAYOUT_ID, labelsPerSheet, rollLayout, rollSizeFits, sheetLayout, type SheetLayout } from '../../../shared/labels/layouts';
import { labelPositions, sheetsNeeded } from '../../../shared/labels/positions';
import { QrIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { useUserDb } from '../../lib/db/use-user-db';
import { morphName } from '../genetics';
import { useKeptReptiles } from '../reptiles';
import { useSharedSpaces } from '../spaces';
import { AnimalPicker } from './animal-picker';
import { LABELS_ENCLOSURES_PARAM, LABELS_IDS_PARAM } from './labels-link';
import { SheetPicture } from './sheet-picture';
import { SheetSettings, type RollSize } from './sheet-settings';
import { useEnclosureChoices } from './use-enclosure-choices';
import { useLabelPdf, type PdfAction, type PdfStatus } from './use-label-pdf';
import classes from './labels.module.css';

/** A typed size in millimetres ("62", "62,5"); NaN when it is not a number. */
const mm = (typed: string) => (typed.trim() === '' ? NaN : Number(typed.trim().replace(',', '.')));

/** Comma-separated ids of a query parameter, as a set. */
const idsIn = (params: URLSearchParams, name: string) => new Set(params.get(name)?.split(',').filter(Boolean));

/**
 * /labels: QR labels for the keeper's animals and enclosures, on an Avery sheet or one per page
 * for a label printer (issue 28). Any animal or enclosure the keeper can read may be labelled:
 * their own and their households' (a viewer's too: a label changes nothing). `/labels?ids=a,b`
 * arrives with those animals chosen, as from an animal's page, `?enclosures=c,d` with those
 * enclosures, as from a rack. A run prints the chosen animals, then the chosen enclosures. The
 * first sheet may be partly used: the picture and the number field say where printing starts; a
 * run longer than a sheet continues on fresh ones. The PDF is made on the device
 * (use-label-pdf.ts), so all of this works offline.
 */
export function LabelsPage() {
  const { t } = useTranslation(['labels', 'spaces']);
  const { t: tg } = useTranslation('genetics');
  const me = useUserDb()?.userId;
  const spaces = useSharedSpaces();
  const kept = useKeptReptiles();
  const [params] = useSearchParams();
  const [whose, setWhose] = useState('');
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => idsIn(params, LABELS_IDS_PARAM));
  const [selectedEnclosures, setSelectedEnclosures] = useState<Set<string>>(() => idsIn(params, LABELS_ENCLOSURES_PARAM));
  const [kind, setKind] = useState<'animals' | 'enclosures'>(() => (params.has(LABELS_ENCLOSURES_PARAM) && !params.has(LABELS_IDS_PARAM) ? 'enclosures' : 'animals'));
  const [enclosureFilter, setEnclosureFilter] = useState('');
  const enclosures = useEnclosureChoices(kept);
  const [layoutId, setLayoutId] = useState<string>('L7160');
  const [roll, setRoll] = useState<RollSize>({ width: String(ROLL_DEFAULT.width), height: String(ROLL_DEFAULT.height) });
  const [firstFree, setFirstFree] = useState<number | ''>(1);
  const [noneSelected, setNoneSelected] = useState(false);
  const pdf = useLabelPdf();

  const select = useCallback((ids: readonly string[]) => {
    setSelected((now) => new Set([...now, ...ids]));
    setNoneSelected(false);
  }, []);
  const deselect = useCallback((id: string) => setSelected((now) => {
    const next = new Set(now);
    next.delete(id);
    return next;
  }), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const selectEnclosures = useCallback((ids: readonly string[]) => {
    setSelectedEnclosures((now) => new Set([...now, ...ids]));
    setNoneSelected(false);
  }, []);
  const deselectEnclosure = useCallback((id: string) => setSelectedEnclosures((now) => {
    const next = new Set(now);
    next.delete(id);
    return next;
  }), []);
  const clearEnclosures = useCallback(() => setSelectedEnclosures(new Set()), []);
  const animalItems = useMemo(() => (kept ?? []).map((r) => ({ id: r.id, name: r.name, detail: r.species, userId: r.userId })), [kept]);

  const printed = useMemo(() => (kept ?? []).filter((r) => selected.has(r.id)), [kept, selected]);
  const origin = window.location.origin;
  const labels = useMemo(() => [
    ...printed.map((r) => animalLabel(r, { origin, morph: morphName(r.morphs, tg) })),
    ...(enclosures ?? []).filter((e) => selectedEnclosures.has(e.id)).map((e) => e.label(origin)),
  ], [printed, enclosures, selectedEnclosures, origin, tg]);

  if (kept === undefined || spaces === undefined || enclosures === undefined) return <PageLoader />;

  const offered = whose ? animalItems.filter((r) => r.userId === whose) : animalItems;
  const offeredEnclosures = whose ? enclosures.filter((e) => e.userId === whose) : enclosures;
  const rollErrors = { width: !rollSizeFits(mm(roll.width)), height: !rollSizeFits(mm(roll.height)) };
  const layout: SheetLayout | null = layoutId === ROLL_LAYOUT_ID
    ? (rollErrors.width || rollErrors.height ? null : rollLayout(mm(roll.width), mm(roll.height)))
    : sheetLayout(layoutId);
  const perSheet = layout ? labelsPerSheet(layout) : 1;
  const start = layout?.id === ROLL_LAYOUT_ID ? 1 : firstFree;
  const startFits = typeof start === 'number' && Number.isInteger(start) && start >= 1 && start <= perSheet;
  const placed = layout && startFits ? labelPositions(layout, labels.length, start) : null;
  const firstPage = placed && 'pages' in placed ? (placed.pages[0] ?? []) : [];
  const sheets = layout && startFits ? sheetsNeeded(layout, labels.length, start) : 0;
  // The action whose PDF is being made: its button spins, the other waits.
  const busy = pdf.status.kind === 'making' ? pdf.status.action : null;
  const cannot = !layout || !startFits;

  const chooseLayout = (id: string) => {
    setLayoutId(id);
    pdf.reset();
    // A position past the new sheet's last label means nothing there: start the sheet afresh.
    const next = id === ROLL_LAYOUT_ID ? null : sheetLayout(id);
    if (next && typeof firstFree === 'number' && firstFree > labelsPerSheet(next)) setFirstFree(1);
  };
  const run = (action: PdfAction) => {
    if (labels.length === 0) {
      setNoneSelected(true);
      return;
    }
    if (!layout || !startFits) return;
    void pdf.make(action, { layout, labels, firstFree: start, title: t('documentTitle') }, `${t('fileName')}-${layout.id}.pdf`);
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="md" className={classes.column}>
            <Stack gap="sm">
              <Title order={2} size="h4">{t('choose.title')}</Title>
              <SegmentedControl fullWidth value={kind} onChange={(v) => setKind(v === 'enclosures' ? 'enclosures' : 'animals')} aria-label={t('choose.kind')}
                data={[
                  { value: 'animals', label: t('choose.animals', { count: selected.size }) },
                  { value: 'enclosures', label: t('choose.enclosures', { count: selectedEnclosures.size }) },
                ]} />
              {spaces.length > 0 && (
                <NativeSelect label={t('animals.whose')} value={whose} onChange={(e) => setWhose(e.currentTarget.value)}
                  data={[{ value: '', label: t('animals.all') }, { value: me ?? 'me', label: t('animals.mine') },
                    ...spaces.map((s) => ({ value: s.id, label: t(`spaces:badge.${s.kind}`, { name: s.name }) }))]} />
              )}
              {kind === 'animals' ? (
                <AnimalPicker kind="animals" items={offered} total={kept.length} filter={filter} onFilter={setFilter} selected={selected}
                  onSelect={select} onDeselect={deselect} onClear={clear} error={noneSelected ? t('errors.noneSelected') : undefined} />
              ) : (
                <AnimalPicker kind="enclosures" items={offeredEnclosures} total={enclosures.length} filter={enclosureFilter} onFilter={setEnclosureFilter}
                  selected={selectedEnclosures} onSelect={selectEnclosures} onDeselect={deselectEnclosure} onClear={clearEnclosures}
                  error={noneSelected ? t('errors.noneSelectedEnclosures') : undefined} />
              )}
            </Stack>
          </Paper>
          <Stack gap="lg" className={classes.column}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">{t('sheet.title')}</Title>
                <SheetSettings layoutId={layoutId} onLayout={chooseLayout} roll={roll} onRoll={setRoll} rollErrors={rollErrors} />
                {layout && layout.id !== ROLL_LAYOUT_ID && (
                  <NumberInput classNames={{ wrapper: classes.firstFree }} label={t('firstFree.label')} description={t('firstFree.hint')}
                    min={1} max={perSheet} allowDecimal={false} allowNegative={false} clampBehavior="none" value={firstFree}
                    onChange={(v) => setFirstFree(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
                    error={startFits ? undefined : t('firstFree.range', { max: perSheet })} />
                )}
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">{t('preview.title')}</Title>
                {layout && startFits && (
                  <>
                    <Text size="sm" aria-live="polite">
                      {t('preview.labels', { count: labels.length })}{sheets > 0 && ` ${t(layout.id === ROLL_LAYOUT_ID ? 'preview.pages' : 'preview.sheets', { count: sheets })}`}
                      {start > 1 && `. ${t('firstFree.skipped', { count: start - 1, position: start })}`}
                    </Text>
                    <SheetPicture layout={layout} firstFree={start} labels={labels.slice(0, firstPage.length)}
                      onPick={layout.id === ROLL_LAYOUT_ID ? null : (position) => setFirstFree(position)} />
                    {sheets > 1 && <Text size="xs" c="dimmed">{t('preview.firstOnly')}</Text>}
                  </>
                )}
                <Text size="sm" c="dimmed">{t('preview.printHint')}</Text>
                <Group gap="sm">
                  <Button leftSection={<QrIcon size={18} />} onClick={() => run('download')} loading={busy === 'download'}
                    disabled={cannot || busy === 'print'}>{t('actions.download')}</Button>
                  <Button variant="default" onClick={() => run('print')} loading={busy === 'print'}
                    disabled={cannot || busy === 'download'}>{t('actions.print')}</Button>
                </Group>
                <PdfStatusText status={pdf.status} max={perSheet} />
              </Stack>
            </Paper>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** What became of the last PDF: a live region always in the page, so each change is read out. */
function PdfStatusText({ status, max }: { status: PdfStatus; max: number }) {
  const { t } = useTranslation('labels');
  return (
    <>
      <Text size="sm" role="status">
        {status.kind === 'making' && t('status.making')}
        {status.kind === 'done' && t(`status.${status.outcome}`)}
      </Text>
      {status.kind === 'failed' && (
        <Alert color="red" role="alert">{status.refused ? t(`errors.${status.refused}`, { max }) : t(status.offline ? 'errors.firstOffline' : 'errors.failed')}</Alert>
      )}
    </>
  );
}
