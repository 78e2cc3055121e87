import { useTranslation } from 'react-i18next';
import { formatCoins } from './format';

/** A message of namespace `coins` (or another, prefixed `ns:`) with the numbers it interpolates. */
export interface CoinMessage {
  key: string;
  values?: Record<string, number>;
}

/** Turns a CoinMessage into the keeper's words, numbers formatted for their language. */
export function useCoinMessage(): (message: CoinMessage) => string {
  const { t, i18n } = useTranslation('coins');
  return ({ key, values }) =>
    t(key, Object.fromEntries(Object.entries(values ?? {}).map(([name, n]) => [name, formatCoins(n, i18n.language)])));
}
