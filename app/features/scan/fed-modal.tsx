import { Alert, Button, Divider, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';
import { usePreferences } from '../../lib/session';
import { useFeedersFor } from '../inventory';
import { defaultFeederId, defaultQuantity, feedersInStock, lastFeederGone, toFedSource } from './fed-values';
import { foodText } from './repeat-food';

interface Props {
  name: string;
  reptileId: string;
  /** The source of its last feeding, or null when it was never fed. */
  lastSource: FeedingSource | null;
  /** A meal is already logged today: what to say of it (who and when); null when none. */
  already: string | null;
  onConfirm: (source: FeedingSource) => Promise<void>;
  onClose: () => void;
}

/**
 * "Fed": the second tap of two. A feeder from the animal's own stock (as the feeding tab offers
 * them) and how many, preselected from its last meal, so last time's food is one tap away; any
 * feeder in stock can be picked instead, so an animal never fed, or whose last food ran out, is
 * fed from here too. A last meal entered by hand can be repeated as it was. Any other food is
 * entered on the animal's feeding tab.
 */
export function FedModal({ name, reptileId, lastSource, already, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation('scan');
  const units = usePreferences();
  // Undefined while IndexedDB answers; only the animal's own space's feeders (the server takes stock from no other).
  const feeders = useFeedersFor(reptileId);
  const inStock = feedersInStock(feeders ?? []);
  // Untouched until the keeper picks: last time's feeder once the stock is known.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const [quantity, setQuantity] = useState(() => defaultQuantity(lastSource));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState<'stock' | 'repeat' | null>(null);

  const feederId = picked === undefined ? defaultFeederId(lastSource, inStock) : picked;
  const feeder = inStock.find((f) => f.id === feederId) ?? null;
  const parsed = toFedSource(feederId, quantity, inStock, lastSource);
  const source = parsed.source;
  const gone = feeders ? lastFeederGone(lastSource, feeders) : null;
  const manualLast = lastSource?.kind === 'manual' ? lastSource : null;
  const feedingTab = `/reptiles/${reptileId}?tab=feeding`;
  const unit = units.weightUnit;
  const lng = i18n.language;

  const log = async (which: 'stock' | 'repeat', logged: FeedingSource) => {
    setSaving(which);
    try {
      await onConfirm(logged);
      onClose();
    } catch {
      // The write's toast has said why.
      setSaving(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (source) void log('stock', source);
  };

  const sameAsLast = source && lastSource?.kind === 'inventory' && lastSource.feederId === source.feederId && lastSource.quantity === source.quantity;
  // Too little stock is said at once; a missing choice once the keeper has tried.
  const quantityError = parsed.errors?.quantity && (tried || parsed.errors.quantity.key === 'fed.notEnough')
    ? t(parsed.errors.quantity.key, { count: parsed.errors.quantity.count ?? 0 }) : null;
  const feederError = tried && parsed.errors?.feeder ? t(parsed.errors.feeder) : null;

  let stockPart: React.ReactNode;
  if (feeders === undefined) stockPart = <Text c="dimmed">{t('food.checking')}</Text>;
  else if (inStock.length === 0) stockPart = <Text>{t('fed.noStock')}</Text>;
  else {
    stockPart = (
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {gone && <Text size="sm" c="dimmed">{t(gone.key, { name: gone.name })}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Select label={t('fed.feeder')} placeholder={t('fed.pickFeeder')} required size="md" value={feeder?.id ?? null} allowDeselect={false}
              searchable={inStock.length > 8} data={inStock.map((f) => ({ value: f.id, label: f.name }))}
              description={feeder ? t('fed.inStock', { count: feeder.quantity }) : undefined} error={feederError}
              onChange={(v) => setPicked(v)}
              renderOption={({ option }) => {
                const f = inStock.find((x) => x.id === option.value);
                return (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    {f && <Text size="xs" c="dimmed">{t('fed.inStock', { count: f.quantity })}</Text>}
                  </Stack>
                );
              }} />
            <TextInput label={t('fed.quantity')} required size="md" inputMode="numeric" value={quantity}
              onChange={(e) => setQuantity(e.currentTarget.value)} error={quantityError} />
          </SimpleGrid>
          {source && feeder && (
            <Text aria-live="polite">{t(sameAsLast ? 'fed.food' : 'fed.willLog', { food: foodText(t, lng, unit, source, feeder) })}</Text>
          )}
          <Button type="submit" size="lg" fullWidth loading={saving === 'stock'} disabled={saving === 'repeat'} data-autofocus={manualLast ? undefined : true}>
            {t(manualLast ? 'fed.confirmStock' : 'fed.confirm')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('fed.title', { name })}>
      <Stack gap="md">
        {already && <Alert color="yellow" role="status">{already}</Alert>}
        {manualLast && (
          <>
            <Text>{t('fed.food', { food: foodText(t, lng, unit, manualLast, null) })}</Text>
            <Button size="lg" fullWidth loading={saving === 'repeat'} disabled={saving === 'stock'} onClick={() => void log('repeat', manualLast)} data-autofocus>
              {t('fed.confirm')}
            </Button>
            <Divider label={t('fed.orFromStock')} labelPosition="center" />
          </>
        )}
        {stockPart}
        {feeders !== undefined && inStock.length === 0 && !manualLast ? (
          <Button component={Link} to={feedingTab} size="lg" variant="light">{t('fed.byHand')}</Button>
        ) : (
          <Button component={Link} to={feedingTab} variant="subtle">{t('fed.other')}</Button>
        )}
      </Stack>
    </Modal>
  );
}
