import { Badge, Box, Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planForTier } from '../../../shared/plans';
import { CoinIcon } from '../../components/icons';
import { formatCoins, formatCoinsCompact } from './format';
import { useClaimsFollowWallet } from './use-claims-follow-wallet';
import { useWallet } from './use-wallet';
import classes from './repticoins.module.css';

/**
 * The header's ReptiCoins button: the balance from this device's wallet row, to /repticoins, with
 * the tier badge of the spec beside it ("PRO" for HerpPro, "+" for HerpPlus; none once expired).
 * On a phone the header holds logo, sync status, coins, profile and language in 390 px: the badge
 * sits on the button's corner and a balance of thousands is shortened ("1.2K"); the accessible
 * name always says the whole number. Being in the header whenever a keeper is signed in, it also
 * keeps the claims in line with the synced wallet (use-claims-follow-wallet.ts).
 */
export function CoinsButton() {
  const { t, i18n } = useTranslation('coins');
  const wallet = useWallet();
  useClaimsFollowWallet(wallet);
  if (!wallet) return null;
  const balance = formatCoins(wallet.balance, i18n.language);
  const short = formatCoinsCompact(wallet.balance, i18n.language);
  const badge = wallet.tier === 'HerpPro' ? t('header.pro') : wallet.tier ? t('header.plus') : null;
  return (
    <span className={classes.coinsButton}>
      <Button component={Link} to="/repticoins" variant="subtle" color="yellow" c="var(--ht-coin-color)" size="compact-md" px={6}
        leftSection={<CoinIcon size={18} />} classNames={{ section: classes.coinIcon }} aria-label={t('header.label', { balance })}>
        {short === balance ? balance : (
          <>
            <Box component="span" visibleFrom="sm">{balance}</Box>
            <Box component="span" hiddenFrom="sm">{short}</Box>
          </>
        )}
      </Button>
      {badge && (
        <>
          <Badge size="sm" color="yellow" variant="filled" autoContrast className={classes.tierBadge} aria-hidden>{badge}</Badge>
          <VisuallyHidden>{t('header.tier', { plan: planForTier(wallet.tier).name })}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
