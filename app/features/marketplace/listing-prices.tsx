import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalReptile } from '../../lib/db';
import type { ListingPrices } from './use-listing-prices';

/** One price field per chosen animal, named after it, with what is wrong with a price that does not read. */
export function ListingPriceFields({ chosen, prices }: { chosen: readonly LocalReptile[]; prices: ListingPrices }) {
  const { t } = useTranslation('marketplace');
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">{t('prices.note')}</Text>
      {chosen.map((r) => {
        const parsed = prices.parsedOf(r.id);
        return (
          <TextInput key={r.id} label={t('prices.label', { name: r.name })} inputMode="decimal" autoComplete="off"
            value={prices.textOf(r.id)} onChange={(e) => prices.type(r.id, e.currentTarget.value)}
            error={parsed.ok ? undefined : t(`errors.${parsed.error}`)} />
        );
      })}
    </Stack>
  );
}
