import { Alert, Anchor, Button, Fieldset, Group, Paper, Radio, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEEDING_OUTCOMES, type FeedingOutcome } from '../../../shared/schemas/feeding-log';
import { todayIn } from '../../../shared/rules/calendar-date';
import { mealsOn } from '../../../shared/rules/feeding-rhythm';
import { formatWeight } from '../../../shared/rules/units';
import { usePreferences } from '../../lib/session';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { formatDate, mealNotice } from '../../lib/format';
import { logFailureKey, useLogWrites, useReptileLogs } from '../logs';
import { useSpaceAccess } from '../spaces';
import type { LogFormProps } from '../log-tabs';
import {
  changedFeedingPatch, emptyFeedingValues, newItem, stockShortfall, toFeedingInput, valuesFromFeedingLog, valuesLikeLast,
  type FeedingFormValues, type FeedingInput, type ItemErrors, type ItemField, type SourceKind,
} from './feeding-form-values';
import type { FeederOption } from './feeder-option';
import { FormFooter } from '../../components/form-footer';
import { DateField } from '../../components/date-field';

export interface FeedingFormProps extends LogFormProps<'feedingLogs'> {
  /** The keeper's live feeders; without them the form offers manual entry only. */
  feeders?: readonly FeederOption[];
}

const MAX_ITEMS = 50;

/**
 * Add a feeding, or edit `entry`: the food entered by hand (one or more items, each with how many and the
 * size per item in the keeper's weight unit, stored in grams to the hundredth) or taken from the feeder
 * inventory, whether the animal ate, and notes. The shared schema's messages show by each field.
 * A new feeding can start as a copy of the last one ("same as last time").
 */
export function FeedingForm({ reptileId, entry, onSaved, onCancel, feeders }: FeedingFormProps) {
  const { t, i18n } = useTranslation('logs');
  const { t: tr } = useTranslation('reptiles');
  const { weightUnit } = usePreferences();
  const id = useId();
  // An edit never moves stock again, so its deduct switch only shows what happened.
  const editing = entry !== undefined;
  const { add, update } = useLogWrites('feedingLogs', reptileId);
  const logs = useReptileLogs('feedingLogs', editing ? undefined : reptileId);
  const last = logs?.[0];
  // A reptile's feedings are all in its space (its own keeper's, or a household's).
  const access = useSpaceAccess(last?.userId);
  const [initial] = useState(() => (entry ? valuesFromFeedingLog(entry, weightUnit, i18n.language) : emptyFeedingValues(todayIn())));
  const [itemErrors, setItemErrors] = useState<ItemErrors[]>([]);
  const { values, set, err, failure, saving, formRef: form, submit, reset } = useEntryForm<FeedingFormValues, FeedingInput>(t, {
    initial,
    parse: (v) => {
      const parsed = toFeedingInput(v, { unit: weightUnit, feeders, checkStock: !editing });
      setItemErrors(parsed.itemErrors);
      return parsed.errors === null ? { input: parsed.input, errors: null } : { input: null, errors: parsed.errors };
    },
    save: async (input, v) => {
      await (entry ? update(entry.id, changedFeedingPatch(initial, v, input)) : add(input));
      onSaved?.();
    },
    failureKey: logFailureKey,
  });
  const likeLast = (food: NonNullable<typeof last>) => {
    reset(valuesLikeLast(food, weightUnit, todayIn(), i18n.language));
    setItemErrors([]);
  };
  const unitName = tr(`units.${weightUnit}`);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const setItem = (index: number, field: ItemField) => (value: string) => {
    set('items')(values.items.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
    setItemErrors((all) => all.map((e, i) => (i === index ? { ...e, [field]: undefined } : e)));
  };
  const addItem = () => {
    set('items')([...values.items, newItem()]);
    requestAnimationFrame(() => [...(form.current?.querySelectorAll<HTMLElement>('[data-item-row]') ?? [])].at(-1)?.querySelector('input')?.focus());
  };
  const removeItem = (index: number) => {
    set('items')(values.items.filter((_, i) => i !== index));
    setItemErrors((all) => all.filter((_, i) => i !== index));
  };
  const itemErr = (index: number, field: ItemField) => {
    const key = itemErrors[index]?.[field];
    return key ? t(key) : undefined;
  };

  const feeder = feeders?.find((f) => f.id === values.feederId);
  const short = editing ? null : stockShortfall(values, feeders);
  // The stock message carries the number; it also shows before saving, as the keeper types.
  const quantityError = short ? t('feeding.notEnoughStock', { available: number(short.available) }) : err('quantity');
  // An edited feeding may name a feeder since deleted: it still shows as what it is.
  const inventoryOffered = feeders !== undefined || values.sourceKind === 'inventory';
  const feederData = (feeders ?? []).map((f) => ({ value: f.id, label: f.name }));
  if (values.feederId && !feeder) feederData.push({ value: values.feederId, label: t('feeding.removedFeeder') });

  // A meal already eaten that day (logged here, or by another member of a household): said before
  // a second is saved, never refused (it may have eaten twice).
  const already = editing ? undefined : mealsOn(logs ?? [], values.date)[0];
  const fedBy = already && already.authorId !== access.me ? access.nameOf(already.authorId) : null;
  // "Maria already fed it on 3 Mar at 08:10": the time the meal was logged, read from its id.
  const alreadyNotice = already ? mealNotice('feeding.fedOnDay', already, fedBy, i18n.language) : { key: '', member: null, time: null };

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {already && (
          <Alert color="yellow" role="status">
            {t(alreadyNotice.key, { ...alreadyNotice, date: formatDate(already.date, i18n.language) })}
          </Alert>
        )}
        {last && (
          <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => likeLast(last)}>
            {t('feeding.sameAsLast', { date: formatDate(last.date, i18n.language) })}
          </Button>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('feeding.fields.date')} required value={values.date} max={todayIn()} onChange={set('date')} error={err('date')} />
          <Radio.Group label={t('feeding.fields.outcome')} value={values.outcome} onChange={(v) => set('outcome')(v as FeedingOutcome)} error={err('outcome')}>
            <Group gap="md" mt={6}>
              {FEEDING_OUTCOMES.map((o) => <Radio key={o} value={o} label={t(`feeding.outcomes.${o}`)} />)}
            </Group>
          </Radio.Group>
        </SimpleGrid>

        {inventoryOffered && (
          <Stack gap={4}>
            <Text component="label" id={`${id}-source`} size="sm" fw={500}>{t('feeding.fields.source')}</Text>
            <SegmentedControl aria-labelledby={`${id}-source`} value={values.sourceKind} onChange={(v) => set('sourceKind')(v as SourceKind)} fullWidth
              data={[{ value: 'manual', label: t('feeding.sources.manual') }, { value: 'inventory', label: t('feeding.sources.inventory') }]} />
          </Stack>
        )}

        {values.sourceKind === 'manual' ? (
          <Fieldset legend={<Text component="span" size="sm" fw={500}>{t('feeding.fields.items')}</Text>} variant="unstyled" p={0}>
            <Stack gap="xs">
              {values.items.map((item, index) => (
                <Paper key={item.key} data-item-row="" withBorder p="xs" radius="sm" role="group" aria-label={t('feeding.itemHeading', { n: index + 1 })}>
                  <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                    <Text size="xs" c="dimmed" fw={500} tt="uppercase">{t('feeding.itemHeading', { n: index + 1 })}</Text>
                    {values.items.length > 1 && (
                      <Button variant="subtle" color="red" size="compact-xs" onClick={() => removeItem(index)} aria-label={t('feeding.actions.removeItem', { n: index + 1 })}>
                        {t('feeding.actions.remove')}
                      </Button>
                    )}
                  </Group>
                  <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing="xs">
                    <TextInput style={{ gridColumn: 'span 2' }} label={t('feeding.fields.foodItem')} required value={item.foodItem} maxLength={100} autoComplete="off"
                      onChange={(e) => setItem(index, 'foodItem')(e.currentTarget.value)} error={itemErr(index, 'foodItem')} />
                    <TextInput label={t('feeding.fields.count')} required inputMode="numeric" value={item.count}
                      onChange={(e) => setItem(index, 'count')(e.currentTarget.value)} error={itemErr(index, 'count')} />
                    <TextInput label={t('feeding.fields.sizePerItem', { unit: unitName })} required inputMode="decimal" value={item.size}
                      onChange={(e) => setItem(index, 'size')(e.currentTarget.value)} error={itemErr(index, 'size')} />
                  </SimpleGrid>
                </Paper>
              ))}
              {err('items') && <Text c="red" size="sm" role="alert">{err('items')}</Text>}
              {values.items.length < MAX_ITEMS && (
                <Group>
                  <Button variant="light" size="xs" onClick={addItem}>{t('feeding.actions.addItem')}</Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        ) : (
          <Stack gap="xs">
            {feeders && feeders.length === 0 && (
              <Text size="sm" c="dimmed">{t('feeding.noFeeders')} <Anchor component={Link} to="/inventory">{t('feeding.openInventory')}</Anchor></Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Select label={t('feeding.fields.feeder')} required value={values.feederId || null} allowDeselect={false} searchable={(feeders?.length ?? 0) > 8}
                nothingFoundMessage={t('feeding.noFeeders')} onChange={(v) => set('feederId')(v ?? '')} error={err('feederId')}
                data={feederData}
                renderOption={({ option }) => {
                  const f = feeders?.find((x) => x.id === option.value);
                  return f ? (
                    <Stack gap={0}>
                      <Text size="sm">{f.name}</Text>
                      <Text size="xs" c="dimmed">{feederDetails(f)}</Text>
                    </Stack>
                  ) : option.label;
                }} />
              <TextInput label={t('feeding.fields.quantity')} required inputMode="numeric" value={values.quantity}
                onChange={(e) => set('quantity')(e.currentTarget.value)} error={quantityError} />
            </SimpleGrid>
            {feeder && <Text size="sm" c="dimmed">{feederDetails(feeder)}</Text>}
            <Switch label={t('feeding.fields.deduct')} checked={values.deduct} disabled={editing}
              description={editing ? t('feeding.deductEditHint') : undefined} onChange={(e) => set('deduct')(e.currentTarget.checked)} />
          </Stack>
        )}

        <Textarea label={t('feeding.fields.notes')} value={values.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} autosize minRows={1} maxRows={6} maxLength={5000} />
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={t(editing ? 'entries.actions.save' : 'entries.actions.add')} cancelLabel={t('entries.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );

  function feederDetails(f: FeederOption): string {
    return t('feeding.feederDetails', {
      type: t(`feeding.feederTypes.${f.type}`),
      weight: `${formatWeight(i18n.language, f.weightPerItemGrams, weightUnit)} ${unitName}`,
      stock: number(f.quantity),
    });
  }
}
