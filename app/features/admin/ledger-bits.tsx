import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ledgerKindOf } from '../../../shared/coins/ledger-key';
import { formatCount } from '../../lib/format';
import { formatSigned } from './format';

/**
 * A ledger amount with its sign written out ("+50", "-20"), read as words ("added 50"), the colour
 * only repeating what the sign says.
 */
export function LedgerAmount({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <>
      <Text span fw={700} c={amount >= 0 ? 'teal' : 'red'} aria-hidden style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatSigned(amount, i18n.language)}
      </Text>
      <VisuallyHidden>{t(amount >= 0 ? 'ledger.credit' : 'ledger.debit', { amount: formatCount(Math.abs(amount), i18n.language) })}</VisuallyHidden>
    </>
  );
}

/** What caused an entry, from its key (shared/coins/ledger-key.ts); an unknown key shows as it is. */
export function useCauseLabel(): (key: string) => string {
  const { t } = useTranslation('admin');
  return (key) => {
    const kind = ledgerKindOf(key);
    return kind ? t(`causes.${kind}`) : key;
  };
}
