import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_REWARD } from '../../../shared/coins/ledger';
import { ApiError } from '../../lib/api/client';
import { requestErrorKey } from '../../lib/api/request-errors';
import { syncNow } from '../../lib/sync';
import { formatCoins } from './format';
import { claimSocialReward, fetchSocialStatus, type SocialStatus } from './repticoins-api';
import { useOnline } from '../../lib/use-online';

/** Spec section 7: the claim is sent 1 second after the social page opens in a new tab. */
export const CLAIM_DELAY_MS = 1_000;

export type SocialRewardState =
  | { phase: 'loading' }
  /** The status could not be read (offline, server unreachable): nothing can be claimed now. */
  | { phase: 'unavailable' }
  /** `failed`: the translation key of why the last claim failed (the server's reason when we have words for it), or null. */
  | { phase: 'ready'; url: string; claimed: boolean; claiming: boolean; failed: string | null; justClaimed: boolean; offline: boolean };

// The address is the server's configuration; only a web page is opened, whatever it says.
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * The social page reward (spec sections 2, 4, 8): its status from the server; visiting opens the
 * page in a new tab and claims a second later. A claim the server already has ("already
 * claimed", 409) is simply claimed: the keeper sees no error for it. The coins reach the wallet
 * row through sync, asked to run at once.
 */
export function useSocialReward(): { state: SocialRewardState; visit: () => void } {
  const { t, i18n } = useTranslation('coins');
  const online = useOnline();
  const [status, setStatus] = useState<SocialStatus | null | 'failed'>(null);
  const [claiming, setClaiming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [justClaimed, setJustClaimed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Read again when the connection comes back after a failed read.
  useEffect(() => {
    if (!online) return;
    const abort = new AbortController();
    fetchSocialStatus(abort.signal).then(setStatus, () => {
      if (!abort.signal.aborted) setStatus('failed');
    });
    return () => abort.abort();
  }, [online]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const markClaimed = () => setStatus((s) => (s && s !== 'failed' ? { ...s, claimed: true } : s));

  const claim = async () => {
    try {
      await claimSocialReward();
      markClaimed();
      setJustClaimed(true);
      notifications.show({ color: 'moss', title: t('social.rewardTitle'), message: t('social.rewardBody', { coins: formatCoins(SOCIAL_REWARD, i18n.language) }) });
      void syncNow().catch(() => undefined);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'already-claimed') markClaimed();
      else setFailed(requestErrorKey(err) ?? 'coins:social.failed');
    } finally {
      setClaiming(false);
    }
  };

  const visit = () => {
    if (!status || status === 'failed' || status.claimed || claiming || !online || !isWebUrl(status.url)) return;
    // Opened in the click itself, or the browser blocks the pop-up; noopener: the page gets no handle on this tab.
    window.open(status.url, '_blank', 'noopener,noreferrer');
    setClaiming(true);
    setFailed(null);
    timer.current = setTimeout(() => {
      timer.current = null;
      void claim();
    }, CLAIM_DELAY_MS);
  };

  if (!online && (status === null || status === 'failed')) return { state: { phase: 'unavailable' }, visit };
  if (status === null) return { state: { phase: 'loading' }, visit };
  if (status === 'failed' || !isWebUrl(status.url)) return { state: { phase: 'unavailable' }, visit };
  return { state: { phase: 'ready', url: status.url, claimed: status.claimed, claiming, failed, justClaimed, offline: !online }, visit };
}
