import { useCallback, useMemo, useState } from 'react';
import { parsePrice, typedPrice, type ParsedPrice } from '../../../shared/marketplace/price';
import { readPrices, savePrice } from './price-store';

export interface ListingPrices {
  /** What the animal's price field shows: as typed this visit, else the remembered price. */
  textOf: (reptileId: string) => string;
  type: (reptileId: string, text: string) => void;
  parsedOf: (reptileId: string) => ParsedPrice;
}

/**
 * The price fields of the chosen animals. A price that reads is remembered on the device at once
 * (price-store.ts), an emptied field forgets it, and one that does not read is kept as typed so
 * the keeper sees what to mend; the remembered one stays until it is replaced.
 */
export function useListingPrices(userId: string | null, language: string): ListingPrices {
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const stored = useMemo(() => (userId ? readPrices(userId) : {}), [userId]);
  const separator = language.startsWith('bg') ? ',' : '.';
  const textOf = useCallback((id: string) => {
    const remembered = stored[id];
    return typed[id] ?? (remembered === undefined ? '' : typedPrice(remembered, separator));
  }, [typed, stored, separator]);
  const type = useCallback((id: string, text: string) => {
    setTyped((now) => ({ ...now, [id]: text }));
    const parsed = parsePrice(text);
    if (parsed.ok && userId) savePrice(userId, id, parsed.minor);
  }, [userId]);
  const parsedOf = useCallback((id: string) => parsePrice(textOf(id)), [textOf]);
  return { textOf, type, parsedOf };
}
