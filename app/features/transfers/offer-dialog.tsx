import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCIES, TRANSFER_OFFER_DAYS } from '../../../shared/api/transfers';
import { todayIn } from '../../../shared/rules/calendar-date';
import { DateField } from '../../components/date-field';
import { NeedsConnection } from '../../components/needs-connection';
import type { LocalReptile } from '../../lib/db';
import { scheduleSync } from '../../lib/sync';
import { useOnline } from '../../lib/use-online';
import { defaultCurrency } from './format';
import { rememberOffer } from './offered-store';
import { offerFieldOf, parseOffer, type OfferErrors, type OfferValues } from './offer-values';
import { fieldErrorKeys, transferErrorKey } from './transfer-errors';
import { offerTransfer } from './transfers-api';

export interface OfferDialogProps {
  reptile: Pick<LocalReptile, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/** "Sell or give away": the offer to a buyer's e-mail. It needs the server, so offline it says so instead of offering a button that cannot work. */
export function OfferDialog({ reptile, opened, onClose }: OfferDialogProps) {
  const { t } = useTranslation('transfers');
  return (
    <Modal opened={opened} onClose={onClose} title={t('offer.title', { name: reptile.name })} size="lg" closeButtonProps={{ 'aria-label': t('offer.cancel') }}>
      {/* Mounted per opening: a closed and reopened dialog starts empty. */}
      {opened && <OfferForm reptile={reptile} onDone={onClose} />}
    </Modal>
  );
}

function OfferForm({ reptile, onDone }: { reptile: OfferDialogProps['reptile']; onDone: () => void }) {
  const { t, i18n } = useTranslation('transfers');
  const online = useOnline();
  const [values, setValues] = useState<OfferValues>(() => ({ buyerEmail: '', soldOn: todayIn(), price: '', currency: defaultCurrency(i18n.language), note: '' }));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof OfferValues>(key: K) => (value: OfferValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const error = (key: keyof OfferErrors) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async () => {
    setFailure(null);
    const parsed = parseOffer(reptile.id, values);
    if (parsed.errors) {
      setErrors(parsed.errors);
      return;
    }
    setBusy(true);
    try {
      const row = await offerTransfer(parsed.body);
      rememberOffer(row);
      // The synced row (the sales list, the notice on other devices) comes with the next pull.
      scheduleSync(0);
      onDone();
    } catch (err) {
      const fields = Object.entries(fieldErrorKeys(err)).flatMap(([field, key]) => {
        const own = offerFieldOf(field);
        return own ? [[own, key] as const] : [];
      });
      if (fields.length > 0) setErrors(Object.fromEntries(fields));
      else setFailure(transferErrorKey(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <Stack gap="sm">
        <Text size="sm">{t('offer.explain', { name: reptile.name, days: TRANSFER_OFFER_DAYS })}</Text>
        <Text size="sm">
          {t('offer.noAccount')}{' '}
          <Anchor component={Link} to={`/reptiles/${reptile.id}/care-card`}>{t('offer.careCardLink')}</Anchor>
        </Text>
        <TextInput label={t('offer.buyerEmail')} description={t('offer.buyerEmailHint')} type="email" autoComplete="off" required
          value={values.buyerEmail} onChange={(e) => set('buyerEmail')(e.currentTarget.value)} error={error('buyerEmail')} />
        <DateField label={t('offer.soldOn')} required value={values.soldOn} onChange={set('soldOn')} error={error('soldOn')} />
        <Group align="flex-start" gap="sm" grow>
          <TextInput label={t('offer.price')} description={t('offer.priceHint')} inputMode="decimal"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={values.price} onChange={(e) => set('price')(e.currentTarget.value)} error={error('price')} />
          <NativeSelect label={t('offer.currency')} data={[...CURRENCIES]} value={values.currency}
            onChange={(e) => set('currency')(e.currentTarget.value as OfferValues['currency'])} error={error('currency')} />
        </Group>
        <Textarea label={t('offer.note')} description={t('offer.noteHint')} autosize minRows={2} maxRows={6}
          value={values.note} onChange={(e) => set('note')(e.currentTarget.value)} error={error('note')} />
        {errors.form && <Alert color="red" role="alert">{t(errors.form)}</Alert>}
        {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
        {online ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>{t('offer.cancel')}</Button>
            <Button type="submit" loading={busy}>{t('offer.send')}</Button>
          </Group>
        ) : <NeedsConnection />}
      </Stack>
    </form>
  );
}
