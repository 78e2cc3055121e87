import { Alert, Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { doseSchedule } from '../../../shared/health/dose';
import { todayIn } from '../../../shared/rules/calendar-date';
import { DOSE_EVERY_HOURS, DOSE_UNITS, ROUTES, type DoseUnit, type Route } from '../../../shared/schemas/medication';
import { DateField } from '../../components/date-field';
import type { LocalReptile } from '../../lib/db';
import { usePreferences } from '../../lib/session';
import { logFailureKey } from '../logs';
import { AnimalDoses } from './animal-doses';
import { newCourseValues, parseCourse, previewOf, type CourseErrors, type CourseFormValues } from './course-form-values';
import { gramsOf, volumeFor, weightSource, type DoseNumbers } from './course-plan';
import { createCourses, type CourseForAnimal } from './course-repository';
import { doseText, schedulePreview } from './course-text';
import { useLatestWeighings, useSpaceAnimals } from './use-weighings';

export interface CourseDialogProps {
  /** The animal the course is for, or the first of several. */
  reptile: LocalReptile;
  /** Treat several animals: a pick of the animals of the same collection, one course each. */
  several?: boolean;
  onClose: () => void;
}

const isDoseUnit = (v: string | null): v is DoseUnit => (DOSE_UNITS as readonly string[]).includes(v ?? '');
const isRoute = (v: string | null): v is Route => (ROUTES as readonly string[]).includes(v ?? '');

/**
 * A new medication course: the drug, its dose per kilogram, how often and for how long, worked
 * out for each animal from its own weighing into a volume per dose; saved as one course per
 * animal (sharing a group) with one reminder per dose. Nothing is saved while an animal lacks a
 * recent weight or its dose is too small to draw up.
 */
export function CourseDialog({ reptile, several = false, onClose }: CourseDialogProps) {
  const { t, i18n } = useTranslation(['medication', 'logs']);
  const { t: tm } = useTranslation('medication');
  const lng = i18n.language;
  const today = todayIn();
  const { weightUnit } = usePreferences();
  const [values, setValues] = useState<CourseFormValues>(() => newCourseValues(today));
  const [errors, setErrors] = useState<CourseErrors>({});
  const [picked, setPicked] = useState<string[]>([reptile.id]);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [blocked, setBlocked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const space = useSpaceAnimals(reptile.userId);
  const animals = useMemo(() => {
    if (!several) return [reptile];
    const byId = new Map((space ?? []).map((r) => [r.id, r]));
    byId.set(reptile.id, byId.get(reptile.id) ?? reptile);
    return picked.flatMap((id) => byId.get(id) ?? []);
  }, [several, space, picked, reptile]);
  const weighings = useLatestWeighings(animals.map((a) => a.id));

  const set = <K extends keyof CourseFormValues>(key: K) => (value: CourseFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setBlocked(null);
  };
  const err = (key: keyof CourseFormValues) => (errors[key] ? tm(errors[key]) : undefined);

  const preview = previewOf(values);
  const numbers: DoseNumbers = { dose: preview.dose, doseUnit: values.doseUnit, concentration: preview.concentration };
  const schedule = preview.everyHours && preview.days && values.startDate ? doseSchedule(values.startDate, preview.everyHours, preview.days) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseCourse(values);
    if (!parsed.ok) setErrors(parsed.errors);
    if (animals.length === 0) setBlocked(tm('animals.noneChosen'));
    if (!parsed.ok || animals.length === 0 || !weighings) return;
    const input = parsed.input;
    const sources = animals.map((a) => ({ animal: a, source: weightSource(weighings.get(a.id), typed[a.id] ?? '', weightUnit, today) }));
    const lacking = new Set(sources.filter((s) => gramsOf(s.source) === null).map((s) => s.animal.id));
    setMissing(lacking);
    if (lacking.size > 0) return;
    const plan = doseSchedule(input.startDate, input.everyHours, input.days);
    const courses: CourseForAnimal[] = [];
    for (const { animal, source } of sources) {
      const grams = gramsOf(source) ?? 0;
      const volume = volumeFor({ dose: input.dose, doseUnit: input.doseUnit, concentration: input.concentrationMgPerMl ?? null }, grams);
      if (!volume || volume.tooSmall) {
        setBlocked(tm('volume.blocked', { name: animal.name }));
        return;
      }
      courses.push({
        reptileId: animal.id, weightGrams: grams, weighedOn: source.kind === 'weighing' ? source.weighing.date : today, logWeighing: source.kind === 'typed',
        doseTexts: plan.map((s) => doseText(tm, lng, input, volume.ml, s, plan.length)),
      });
    }
    setSaving(true);
    try {
      await createCourses({ ...input, concentrationMgPerMl: input.doseUnit === 'mgPerKg' ? input.concentrationMgPerMl : null }, courses);
      notifications.show({ color: 'teal', message: tm('saved', { count: courses.length, drug: input.drug }) });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
    } finally {
      setSaving(false);
    }
  };

  const animalOptions = (space ?? [reptile]).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Modal opened onClose={onClose} size="lg" title={several ? tm('dialog.severalTitle') : tm('dialog.title', { name: reptile.name })}
      closeButtonProps={{ 'aria-label': tm('actions.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {several && (
            <MultiSelect label={tm('fields.animals')} description={tm('fields.animalsHint')} data={animalOptions} value={picked} searchable
              onChange={(ids) => { setPicked(ids); setBlocked(null); }} />
          )}
          <TextInput label={tm('fields.drug')} description={tm('fields.drugHint')} required value={values.drug} maxLength={80} autoComplete="off"
            onChange={(e) => set('drug')(e.currentTarget.value)} error={err('drug')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={tm('fields.dose')} required inputMode="decimal" value={values.dose} onChange={(e) => set('dose')(e.currentTarget.value)} error={err('dose')} />
            <Select label={tm('fields.doseUnit')} required allowDeselect={false} value={values.doseUnit} error={err('doseUnit')}
              data={DOSE_UNITS.map((u) => ({ value: u, label: tm(`units.${u}Name`) }))} onChange={(v) => { if (isDoseUnit(v)) set('doseUnit')(v); }} />
          </SimpleGrid>
          {values.doseUnit === 'mgPerKg' && (
            <TextInput label={tm('fields.concentration')} description={tm('fields.concentrationHint')} required inputMode="decimal" value={values.concentration}
              onChange={(e) => set('concentration')(e.currentTarget.value)} error={err('concentration')} />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select label={tm('fields.route')} required allowDeselect={false} value={values.route} error={err('route')}
              data={ROUTES.map((r) => ({ value: r, label: tm(`routeNames.${r}`) }))} onChange={(v) => { if (isRoute(v)) set('route')(v); }} />
            <Select label={tm('fields.every')} required allowDeselect={false} value={values.everyHours} error={err('everyHours')}
              data={DOSE_EVERY_HOURS.map((h) => ({ value: String(h), label: tm(`everyNames.h${h}`) }))} onChange={(v) => { if (v) set('everyHours')(v); }} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={tm('fields.days')} required inputMode="numeric" value={values.days} onChange={(e) => set('days')(e.currentTarget.value)} error={err('days')} />
            <DateField label={tm('fields.startDate')} required value={values.startDate} onChange={set('startDate')} error={err('startDate')} />
          </SimpleGrid>
          <Textarea label={tm('fields.notes')} value={values.notes} autosize minRows={2} maxRows={4} maxLength={500}
            onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} />
          {animals.length > 0 && weighings && (
            <AnimalDoses animals={animals} weighings={weighings} typed={typed} missing={missing} numbers={numbers} unit={weightUnit} today={today}
              onType={(id, text) => {
                setTyped((old) => ({ ...old, [id]: text }));
                setMissing((old) => { const next = new Set(old); next.delete(id); return next; });
              }} />
          )}
          <Text size="sm" aria-live="polite">{schedule ? schedulePreview(tm, lng, schedule) : tm('schedule.needsDays')}</Text>
          {blocked && <Alert color="red" role="alert">{blocked}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{tm('actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{tm('actions.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
