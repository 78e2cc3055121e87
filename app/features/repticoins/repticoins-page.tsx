import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { CoinHistory } from './coin-history';
import { PlansSection } from './plans-section';
import { SocialRewardCard } from './social-reward-card';
import { useCoinHistory } from './use-coin-history';
import { useWallet } from './use-wallet';
import { WalletSummary } from './wallet-summary';

/**
 * /repticoins (`?returnPath=`): the balance and plan from this device's copy of the wallet, the
 * plans bought with coins (online), the social page reward, and the ledger's history. A purchase
 * returns the keeper to `returnPath` when it is a page of this app (the premium guard sends it).
 */
export function ReptiCoinsPage() {
  const { t } = useTranslation(['coins', 'plans', 'achievements']);
  const [params] = useSearchParams();
  const wallet = useWallet();
  const history = useCoinHistory();
  if (wallet === undefined || history === undefined) return <PageLoader />;
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </Stack>
        <WalletSummary wallet={wallet} />
        <PlansSection wallet={wallet} returnPath={params.get('returnPath')} />
        <SocialRewardCard />
        <CoinHistory entries={history} />
      </Stack>
    </Container>
  );
}
