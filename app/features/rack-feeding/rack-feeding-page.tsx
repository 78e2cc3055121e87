import { Alert, Anchor, Button, Container, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { FeedingOutcome } from '../../../shared/schemas/feeding-log';
import { canDo } from '../../../shared/spaces/roles';
import { PageLoader } from '../../components/page-loader';
import { useUserDb } from '../../lib/db/use-user-db';
import { mealNotice } from '../../lib/format';
import { usePreferences } from '../../lib/session';
import { StorageFullError } from '../../lib/sync';
import { useRackRound } from '../enclosures';
import { useFeeders } from '../inventory';
import { useKeptReptiles } from '../reptiles';
import { useReptileSummaries } from '../care';
import { useSharedSpaces, useSpaceAccess } from '../spaces';
import { emptyRackValues, toRackEntries, type RackErrors, type RackFormValues, type SourceKind } from './rack-form-values';
import { RackReptileList } from './rack-reptile-list';
import { saveRackRound } from './rack-repository';
import { DateField } from '../../components/date-field';
import classes from './rack-feeding.module.css';

type Result = { kind: 'saved'; count: number; exceptions: number } | { kind: 'failed'; total: number; storageFull: boolean };

/**
 * /feed-rack: one feeding for many reptiles. Each selected reptile gets its own feeding log (its
 * own mutation, so one refused on the server never takes the others with it), and the round is
 * saved on the device in one transaction, all of it or none of it (rack-repository.ts).
 *
 * A round is one collection's: the server takes stock only from a feeder of the fed animal's
 * collection. A member of a shared collection whose role may log feedings (issue 27) picks whose
 * animals first (their own by default, remembered nowhere); the animals and the feeders offered
 * are then that collection's only. Without such a membership the page has no choice to make.
 *
 * Started from a rack (`?rack=<id>`, and `&shelf=<n>` for one shelf: the rack view's "Feed this
 * rack" and "Feed shelf N"), it offers exactly that rack's or shelf's animals, in tub order, all
 * selected, in the rack's collection; "Show all animals" leaves the rack for the whole list.
 */
const shelfOf = (text: string | null): number | null => (text !== null && /^[1-9]\d{0,2}$/.test(text) ? Number(text) : null);

export function RackFeedingPage() {
  const { t, i18n } = useTranslation(['rack', 'spaces']);
  const { t: tl } = useTranslation('logs');
  const { t: tr } = useTranslation('reptiles');
  const { t: te } = useTranslation('enclosures');
  const { weightUnit } = usePreferences();
  const me = useUserDb()?.userId;
  const spaces = useSharedSpaces();
  const today = todayIn();
  // The shared collections the keeper may feed in ('' below is their own).
  const places = useMemo(() => (spaces ?? []).filter((s) => canDo({ role: s.role, until: s.until }, 'feedingLog.create.v1', today)), [spaces, today]);
  const [whose, setWhose] = useState('');
  const place = places.find((s) => s.id === whose);
  const spaceId = place?.id ?? me;
  const kept = useKeptReptiles();
  const [params] = useSearchParams();
  const rackId = params.get('rack');
  const shelf = shelfOf(params.get('shelf'));
  const round = useRackRound(rackId, shelf);
  // The rack's own animals in tub order while its collection is the one shown; else all of the collection's.
  const fromRack = round && round.spaceId === spaceId ? round : null;
  const reptiles = useMemo(() => {
    const mine = kept?.filter((r) => r.userId === spaceId);
    if (!mine || !fromRack) return mine;
    const byId = new Map(mine.map((r) => [r.id, r]));
    return fromRack.animalIds.flatMap((rid) => byId.get(rid) ?? []);
  }, [kept, spaceId, fromRack]);
  const feeders = useFeeders(spaceId);
  const id = useId();
  const summaries = useReptileSummaries(useMemo(() => (reptiles ?? []).map((r) => r.id), [reptiles]));
  const access = useSpaceAccess(spaceId ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RackFormValues>(() => emptyRackValues(todayIn()));
  const [errors, setErrors] = useState<RackErrors>({});
  const [stockShort, setStockShort] = useState<{ needed: number; available: number } | null>(null);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcomes, setOutcomes] = useState<Record<string, FeedingOutcome>>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  // Stable, so the memoised rows redraw only when their own selection or outcome changes.
  const select = useCallback((ids: readonly string[]) => {
    setSelected((now) => new Set([...now, ...ids]));
    setErrors((e) => (e.selection ? { ...e, selection: undefined } : e));
  }, []);
  const deselect = useCallback((rid: string) => setSelected((now) => {
    const next = new Set(now);
    next.delete(rid);
    return next;
  }), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const setOutcome = useCallback((rid: string, o: FeedingOutcome) => setOutcomes((all) => ({ ...all, [rid]: o })), []);
  // Once per rack (and shelf) asked for: its collection chosen and its animals selected, as the
  // rack view promised; from then on the keeper's ticks are theirs.
  const roundKey = round && spaces && kept ? `${rackId}:${shelf ?? ''}` : null;
  const [seeded, setSeeded] = useState<string | null>(null);
  if (round && kept && roundKey !== null && roundKey !== seeded) {
    setSeeded(roundKey);
    const inSpace = round.spaceId === me ? '' : places.some((s) => s.id === round.spaceId) ? round.spaceId : null;
    if (inSpace !== null) {
      setWhose(inSpace);
      const ids = new Set(kept.filter((r) => r.userId === round.spaceId).map((r) => r.id));
      setSelected(new Set(round.animalIds.filter((rid) => ids.has(rid))));
    }
  }
  if (reptiles === undefined || feeders === undefined || spaces === undefined) return <PageLoader />;

  const set = <K extends keyof RackFormValues>(key: K) => (value: RackFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setStockShort(null);
  };
  // Another collection's round: nothing chosen for the last one carries over.
  const choose = (next: string) => {
    setWhose(next);
    setValues((v) => ({ ...v, feederId: '' }));
    setErrors({});
    setStockShort(null);
    setSelected(new Set());
    setOutcomes({});
    setResult(null);
  };
  const err = (key: keyof RackErrors) => (errors[key] ? tl(errors[key]) : undefined);
  // Animals already fed on the round's day (here, or by another member, known from the last
  // sync): said on each row and counted before saving; never refused (issue 27, no double meals).
  const fedAlready = new Map<string, string>();
  for (const r of reptiles) {
    const meal = summaries?.get(r.id)?.lastAte;
    if (!meal || meal.date !== values.date) continue;
    const notice = mealNotice('alreadyFed', meal, meal.authorId !== access.me ? access.nameOf(meal.authorId) : null, i18n.language);
    fedAlready.set(r.id, t(notice.key, notice));
  }
  const ordered = reptiles.filter((r) => selected.has(r.id)).map((r) => r.id);
  const fedAgain = ordered.filter((rid) => fedAlready.has(rid)).length;
  const feeder = feeders.find((f) => f.id === values.feederId);
  const perAnimal = Number(values.quantity.trim());
  const needed = Number.isInteger(perAnimal) && perAnimal > 0 ? perAnimal * ordered.length : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const parsed = toRackEntries(values, ordered, outcomes, { unit: weightUnit, inStock: (fid) => feeders.find((f) => f.id === fid)?.quantity ?? null });
    if (parsed.entries === null) {
      setErrors(parsed.errors);
      setStockShort(parsed.notEnoughStock ?? null);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await saveRackRound(parsed.entries);
      setResult({ kind: 'saved', count: parsed.entries.length, exceptions: parsed.entries.filter((x) => x.input.outcome !== 'ate').length });
      setSelected(new Set());
      setOutcomes({});
    } catch (error) {
      // Nothing of the round was saved: the selection stays as it was for another try.
      setResult({ kind: 'failed', total: parsed.entries.length, storageFull: error instanceof StorageFullError });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="md" px={0}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="sm">{t('intro')}</Text>
          </Stack>
          {places.length > 0 && (
            <Select label={t('whose.label')} description={t('whose.hint')} value={place?.id ?? ''} allowDeselect={false} classNames={{ wrapper: classes.whoseInput }}
              onChange={(v) => choose(v ?? '')}
              data={[{ value: '', label: t('whose.mine') }, ...places.map((s) => ({ value: s.id, label: t(`spaces:badge.${s.kind}`, { name: s.name }) }))]} />
          )}
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">{t('feedingTitle')}</Title>
              <DateField label={tl('feeding.fields.date')} required value={values.date} max={todayIn()}
                onChange={set('date')} error={err('date')} />
              <Stack gap={4}>
                <Text component="label" id={`${id}-source`} size="sm" fw={500}>{tl('feeding.fields.source')}</Text>
                <SegmentedControl aria-labelledby={`${id}-source`} value={values.sourceKind} fullWidth onChange={(v) => set('sourceKind')(v as SourceKind)}
                  data={[{ value: 'manual', label: tl('feeding.sources.manual') }, { value: 'inventory', label: tl('feeding.sources.inventory') }]} />
              </Stack>
              {values.sourceKind === 'manual' ? (
                <SimpleGrid cols={{ base: 1, xs: 3 }}>
                  <TextInput label={tl('feeding.fields.foodItem')} required value={values.foodItem} maxLength={100} autoComplete="off"
                    onChange={(e) => set('foodItem')(e.currentTarget.value)} error={err('foodItem')} />
                  <TextInput label={tl('feeding.fields.count')} required inputMode="numeric" value={values.count}
                    onChange={(e) => set('count')(e.currentTarget.value)} error={err('count')} />
                  <TextInput label={tl('feeding.fields.sizePerItem', { unit: tr(`units.${weightUnit}`) })} required inputMode="decimal" value={values.size}
                    onChange={(e) => set('size')(e.currentTarget.value)} error={err('size')} />
                </SimpleGrid>
              ) : (
                <>
                  {feeders.length === 0 && <Text size="sm" c="dimmed">{tl('feeding.noFeeders')}</Text>}
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <Select label={tl('feeding.fields.feeder')} required allowDeselect={false} value={values.feederId || null} error={err('feederId')}
                      searchable={feeders.length > 8} nothingFoundMessage={tl('feeding.noFeeders')} onChange={(v) => set('feederId')(v ?? '')}
                      data={feeders.map((f) => ({ value: f.id, label: `${f.name} (${f.quantity})` }))} />
                    <TextInput label={t('quantityPerAnimal')} required inputMode="numeric" value={values.quantity}
                      onChange={(e) => set('quantity')(e.currentTarget.value)}
                      error={stockShort ? t('errors.notEnoughStock', stockShort) : err('quantity')} />
                  </SimpleGrid>
                  {feeder && needed !== null && <Text size="sm" c="dimmed">{t('deductNote', { needed, available: feeder.quantity })}</Text>}
                </>
              )}
              <Textarea label={tl('feeding.fields.notes')} value={values.notes} autosize minRows={1} maxRows={4} maxLength={5000}
                onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} />
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">{t('reptilesTitle')}</Title>
              {fromRack && (
                <Group gap="xs" justify="space-between">
                  <Text size="sm" c="dimmed">
                    {shelf === null ? te('feedRack.rack', { rack: fromRack.rackName }) : te('feedRack.shelf', { rack: fromRack.rackName, shelf })}
                  </Text>
                  <Anchor component={Link} to="/feed-rack" size="sm">{te('feedRack.showAll')}</Anchor>
                </Group>
              )}
              <RackReptileList reptiles={reptiles} emptyText={place ? t('noReptilesShared') : t('noReptiles')} filter={filter} onFilter={setFilter} selected={selected}
                onSelect={select} onDeselect={deselect} onClear={clear} outcomes={outcomes} onOutcome={setOutcome} error={err('selection')} fedAlready={fedAlready} />
            </Stack>
          </Paper>
          {fedAgain > 0 && <Alert color="yellow" role="status">{t('fedAgain', { count: fedAgain })}</Alert>}
          {result?.kind === 'saved' && (
            <Alert color="green" role="status">
              {t('saved', { count: result.count })}{result.exceptions > 0 ? ` ${t('savedRefused', { count: result.exceptions })}` : ''}
            </Alert>
          )}
          {result?.kind === 'failed' && (
            <Alert color="red" role="alert">{result.storageFull ? t('storageFull') : t('saveFailed', { total: result.total })}</Alert>
          )}
          <Button type="submit" size="md" loading={saving} disabled={reptiles.length === 0}>{ordered.length === 0 ? t('saveNone') : t('save', { count: ordered.length })}</Button>
        </Stack>
      </form>
    </Container>
  );
}
