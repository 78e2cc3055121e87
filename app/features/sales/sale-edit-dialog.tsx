import { Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HANDOVERS, SaleFields } from '../../../shared/schemas/sale';
import { DateField } from '../../components/date-field';
import { changedFrom, issuesByField } from './form-errors';
import { updateSale } from './sales-repository';
import type { LocalSale } from './use-sales';

interface Values { buyerName: string; contact: string; handover: 'ship' | 'pickup'; handoverDate: string; note: string }
const FIELDS = ['buyerName', 'contact', 'handover', 'handoverDate', 'note'] as const satisfies readonly (keyof Values)[];

const valuesOf = (s: LocalSale): Values => ({ buyerName: s.buyerName, contact: s.contact ?? '', handover: s.handover, handoverDate: s.handoverDate ?? '', note: s.note ?? '' });

/**
 * A sale's details as they change after it is agreed: the buyer's name and contact, shipped or
 * picked up and on which day, the note. The animal and the price stay (a payment taken against the
 * price would no longer add up: cancel and sell anew); only what changed travels.
 */
export function SaleEditDialog({ sale, onClose }: { sale: LocalSale | null; onClose: () => void }) {
  const { t } = useTranslation('sales');
  return (
    <Modal opened={sale !== null} onClose={onClose} title={sale ? t('sale.editTitle', { buyer: sale.buyerName }) : ''} closeButtonProps={{ 'aria-label': t('cancel') }}>
      {sale && <SaleEditForm sale={sale} onDone={onClose} />}
    </Modal>
  );
}

function SaleEditForm({ sale, onDone }: { sale: LocalSale; onDone: () => void }) {
  const { t } = useTranslation('sales');
  const [v, setV] = useState<Values>(() => valuesOf(sale));
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'form', string>>>({});
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async () => {
    const parsed = SaleFields.safeParse({ ...v, handoverDate: v.handoverDate || null });
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues, (key) => FIELDS.find((f) => f === key) ?? null));
    const patch = changedFrom(sale, parsed.data);
    if (Object.keys(patch).length > 0) await updateSale(sale.id, patch);
    onDone();
  };
  const error = (key: keyof Values) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <form noValidate onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <Stack gap="sm">
        <TextInput label={t('entry.buyerName')} required value={v.buyerName} onChange={(e) => set('buyerName')(e.currentTarget.value)} error={error('buyerName')} />
        <TextInput label={t('entry.contact')} value={v.contact} onChange={(e) => set('contact')(e.currentTarget.value)} error={error('contact')} />
        <Group align="flex-start" grow>
          <NativeSelect label={t('sale.handover')} value={v.handover} onChange={(e) => set('handover')(e.currentTarget.value === 'pickup' ? 'pickup' : 'ship')}
            data={HANDOVERS.map((h) => ({ value: h, label: t(`handover.${h}`) }))} />
          <DateField label={t('sale.handoverDate')} value={v.handoverDate} onChange={set('handoverDate')} clearable error={error('handoverDate')} />
        </Group>
        <Textarea label={t('entry.note')} autosize minRows={2} value={v.note} onChange={(e) => set('note')(e.currentTarget.value)} error={error('note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('cancel')}</Button>
          <Button type="submit">{t('entry.update')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
