import { Alert, Button, Group, Modal, NativeSelect, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../shared/api/transfers';
import { HANDOVERS, SaleCreateArgs } from '../../../shared/schemas/sale';
import type { Currency } from '../../../shared/rules/money';
import { DateField } from '../../components/date-field';
import { isKept, useReptiles } from '../reptiles';
import { issuesByField } from './form-errors';
import { defaultCurrency, readAmount } from './money';
import { createSale } from './sales-repository';
import type { LocalEntry } from './use-sales';

interface Values { reptileId: string; buyerName: string; contact: string; price: string; currency: Currency; handover: 'ship' | 'pickup'; handoverDate: string; note: string }
const FIELDS = ['reptileId', 'buyerName', 'contact', 'price', 'currency', 'handover', 'handoverDate', 'note'] as const satisfies readonly (keyof Values)[];
type Errors = Partial<Record<keyof Values | 'form', string>>;

export interface SaleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** A sale to a waitlist entry: its buyer, and the animal offered to them. */
  entry?: LocalEntry;
  /** Animals already in an open sale: not offered again. */
  onSale: ReadonlySet<string>;
}

/** "New sale": one animal, its buyer, the price and how it is handed over. */
export function SaleDialog({ opened, onClose, entry, onSale }: SaleDialogProps) {
  const { t } = useTranslation('sales');
  return (
    <Modal opened={opened} onClose={onClose} title={t('sale.title')} closeButtonProps={{ 'aria-label': t('cancel') }}>
      {opened && <SaleForm entry={entry} onSale={onSale} onDone={onClose} />}
    </Modal>
  );
}

function SaleForm({ entry, onSale, onDone }: { entry?: LocalEntry; onSale: ReadonlySet<string>; onDone: () => void }) {
  const { t, i18n } = useTranslation('sales');
  const reptiles = useReptiles();
  // A sale lives in its animal's collection; one for a waitlist entry, in the entry's.
  const animals = useMemo(() => (reptiles ?? []).filter((r) => isKept(r) && !onSale.has(r.id) && (!entry || r.userId === entry.userId))
    .map((r) => ({ value: r.id, label: r.name })), [reptiles, onSale, entry]);
  const [v, setV] = useState<Values>(() => ({
    reptileId: entry?.offeredReptileId ?? '', buyerName: entry?.buyerName ?? '', contact: entry?.contact ?? '', price: '',
    currency: entry?.currency ?? defaultCurrency(i18n.language), handover: 'ship', handoverDate: '', note: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async () => {
    if (!v.reptileId) return setErrors({ reptileId: 'errors.animalRequired' });
    const price = readAmount(v.price, true);
    if (price.error) return setErrors({ price: price.error });
    const parsed = SaleCreateArgs.omit({ id: true }).safeParse({
      ...v, priceMinor: price.minor, handoverDate: v.handoverDate || null, waitlistId: entry?.id ?? null,
    });
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues, (key) => (key === 'priceMinor' ? 'price' : FIELDS.find((f) => f === key) ?? null)));
    await createSale(parsed.data);
    onDone();
  };
  const error = (key: keyof Errors) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <form noValidate onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <Stack gap="sm">
        <Select label={t('sale.animal')} required searchable data={animals} value={v.reptileId || null} onChange={(id) => set('reptileId')(id ?? '')}
          nothingFoundMessage={t('sale.noAnimal')} error={error('reptileId')} />
        <TextInput label={t('entry.buyerName')} required value={v.buyerName} onChange={(e) => set('buyerName')(e.currentTarget.value)} error={error('buyerName')} />
        <TextInput label={t('entry.contact')} value={v.contact} onChange={(e) => set('contact')(e.currentTarget.value)} error={error('contact')} />
        <Group align="flex-start" grow>
          <TextInput label={t('sale.price')} required inputMode="decimal" value={v.price} onChange={(e) => set('price')(e.currentTarget.value)} error={error('price')} />
          <NativeSelect label={t('currency')} data={[...CURRENCIES]} value={v.currency} onChange={(e) => set('currency')(e.currentTarget.value as Currency)} />
        </Group>
        <Group align="flex-start" grow>
          <NativeSelect label={t('sale.handover')} value={v.handover} onChange={(e) => set('handover')(e.currentTarget.value === 'pickup' ? 'pickup' : 'ship')}
            data={HANDOVERS.map((h) => ({ value: h, label: t(`handover.${h}`) }))} />
          <DateField label={t('sale.handoverDate')} value={v.handoverDate} onChange={set('handoverDate')} clearable error={error('handoverDate')} />
        </Group>
        <Textarea label={t('entry.note')} autosize minRows={2} value={v.note} onChange={(e) => set('note')(e.currentTarget.value)} error={error('note')} />
        {errors.form && <Alert color="red" role="alert">{t(errors.form)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('cancel')}</Button>
          <Button type="submit">{t('sale.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
