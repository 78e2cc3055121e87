import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { planForTier, type PremiumTier } from '../../../shared/plans';
import { JUST_PURCHASED_STATE, markJustPurchased } from '../../components/guards/require-premium';
import { getClaims } from '../../lib/session';
import { syncNow } from '../../lib/sync';
import { formatDay } from '../../lib/format';
import type { CoinMessage } from './coin-message';
import { isFinalRefusal, purchaseErrorMessage } from './purchase-error';
import { purchaseTier } from './repticoins-api';
import { safeReturnPath } from './return-path';

export interface Purchase {
  /** Resolves true once the server applied the purchase (also when a retry finds it applied). */
  buy: (tier: PremiumTier) => Promise<boolean>;
  busy: boolean;
  error: CoinMessage | null;
  clearError: () => void;
}

/**
 * Buying a month with coins. Each purchase gets an id once, when the keeper first confirms it,
 * and keeps it until the server gives a final answer: a retry after a lost answer, a cancelled
 * dialog reopened or a double click all send the same id, and the server applies it once
 * (`duplicate: true`). After success the wallet and ledger rows arrive through sync (asked to
 * run now), the claims are fetched again for the premium pages, and the keeper goes back to
 * `returnPath` when it is a page of this app.
 */
export function usePurchase(returnPath: string | null): Purchase {
  const { t, i18n } = useTranslation('coins');
  const navigate = useNavigate();
  const pendingIds = useRef(new Map<PremiumTier, string>());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CoinMessage | null>(null);

  const buy = async (tier: PremiumTier): Promise<boolean> => {
    const purchaseId = pendingIds.current.get(tier) ?? uuidv7();
    pendingIds.current.set(tier, purchaseId);
    setBusy(true);
    setError(null);
    try {
      const wallet = await purchaseTier(tier, purchaseId);
      pendingIds.current.delete(tier);
      const plan = planForTier(tier).name;
      notifications.show({
        color: 'moss',
        title: t('purchase.successTitle', { plan }),
        message: wallet.premiumExpiresAt === null
          ? t('purchase.successBodyNoEnd', { plan })
          : t('purchase.successBody', { plan, date: formatDay(wallet.premiumExpiresAt, i18n.language) }),
      });
      markJustPurchased();
      // The wallet and ledger rows reach this device through pull; the page shows them when they land.
      void syncNow().catch(() => undefined);
      await getClaims({ force: true });
      const target = safeReturnPath(returnPath);
      if (target) await navigate(target, { state: JUST_PURCHASED_STATE });
      return true;
    } catch (err) {
      if (isFinalRefusal(err)) pendingIds.current.delete(tier);
      setError(purchaseErrorMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { buy, busy, error, clearError: () => setError(null) };
}
