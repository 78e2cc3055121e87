import { Alert, Button, Group, Modal, NativeSelect, SegmentedControl, Stack, TextInput, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../shared/api/transfers';
import { WaitlistCreateArgs, WANTED_SEXES } from '../../../shared/schemas/sale';
import type { Currency } from '../../../shared/rules/money';
import { formatPrice } from '../../../shared/marketplace/price';
import { changedFrom, issuesByField } from './form-errors';
import { defaultCurrency, readAmount } from './money';
import { addEntry, updateEntry } from './sales-repository';
import type { LocalEntry } from './use-sales';

interface Values { buyerName: string; contact: string; species: string; sex: (typeof WANTED_SEXES)[number]; traits: string; budget: string; currency: Currency; note: string }
type Errors = Partial<Record<keyof Values | 'form', string>>;
const FIELDS = ['buyerName', 'contact', 'species', 'sex', 'traits', 'budget', 'currency', 'note'] as const satisfies readonly (keyof Values)[];

/** "Add to the waitlist": a buyer, how to reach them and what they want; or, given `entry`, its edit. */
export function EntryDialog({ opened, onClose, entry }: { opened: boolean; onClose: () => void; entry?: LocalEntry }) {
  const { t } = useTranslation('sales');
  return (
    <Modal opened={opened} onClose={onClose} title={entry ? t('entry.editTitle', { buyer: entry.buyerName }) : t('entry.title')} closeButtonProps={{ 'aria-label': t('cancel') }}>
      {opened && <EntryForm entry={entry} onDone={onClose} />}
    </Modal>
  );
}

/** The entry's fields as the form shows them (the budget as typed: "450.00"). */
const valuesOf = (e: LocalEntry): Values => ({
  buyerName: e.buyerName, contact: e.contact ?? '', species: e.species ?? '', sex: e.sex, traits: e.traits ?? '',
  budget: e.budgetMinor === null ? '' : formatPrice(e.budgetMinor), currency: e.currency, note: e.note ?? '',
});

function EntryForm({ entry, onDone }: { entry?: LocalEntry; onDone: () => void }) {
  const { t, i18n } = useTranslation('sales');
  const [v, setV] = useState<Values>(() => (entry ? valuesOf(entry) : { buyerName: '', contact: '', species: '', sex: 'any', traits: '', budget: '', currency: defaultCurrency(i18n.language), note: '' }));
  const [errors, setErrors] = useState<Errors>({});
  const sexLabel = useId();
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async () => {
    const budget = readAmount(v.budget, false);
    if (budget.error) return setErrors({ budget: budget.error });
    const parsed = WaitlistCreateArgs.omit({ id: true }).safeParse({ ...v, budgetMinor: budget.minor });
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues, (key) => (key === 'budgetMinor' ? 'budget' : FIELDS.find((f) => f === key) ?? null)));
    if (!entry) await addEntry(parsed.data);
    else {
      // Only what changed travels, so an edit on another device of another field survives.
      const patch = changedFrom(entry, parsed.data);
      if (Object.keys(patch).length > 0) await updateEntry(entry.id, patch);
    }
    onDone();
  };
  const error = (key: keyof Errors) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <form noValidate onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <Stack gap="sm">
        <TextInput label={t('entry.buyerName')} required value={v.buyerName} onChange={(e) => set('buyerName')(e.currentTarget.value)} error={error('buyerName')} />
        <TextInput label={t('entry.contact')} description={t('entry.contactHint')} value={v.contact} onChange={(e) => set('contact')(e.currentTarget.value)} error={error('contact')} />
        <TextInput label={t('entry.species')} value={v.species} onChange={(e) => set('species')(e.currentTarget.value)} error={error('species')} />
        <Stack gap={4}>
          <span id={sexLabel}>{t('entry.sex')}</span>
          <SegmentedControl aria-labelledby={sexLabel} value={v.sex} onChange={(s) => set('sex')(s as Values['sex'])}
            data={WANTED_SEXES.map((s) => ({ value: s, label: t(`sex.${s}`) }))} />
        </Stack>
        <TextInput label={t('entry.traits')} description={t('entry.traitsHint')} value={v.traits} onChange={(e) => set('traits')(e.currentTarget.value)} error={error('traits')} />
        <Group align="flex-start" grow>
          <TextInput label={t('entry.budget')} inputMode="decimal" value={v.budget} onChange={(e) => set('budget')(e.currentTarget.value)} error={error('budget')} />
          <NativeSelect label={t('currency')} data={[...CURRENCIES]} value={v.currency} onChange={(e) => set('currency')(e.currentTarget.value as Currency)} />
        </Group>
        <Textarea label={t('entry.note')} autosize minRows={2} value={v.note} onChange={(e) => set('note')(e.currentTarget.value)} error={error('note')} />
        {errors.form && <Alert color="red" role="alert">{t(errors.form)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('cancel')}</Button>
          <Button type="submit">{entry ? t('entry.update') : t('entry.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
