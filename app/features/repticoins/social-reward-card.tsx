import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_REWARD } from '../../../shared/coins/ledger';
import { CheckIcon } from '../../components/icons';
import { formatCoins } from './format';
import { useSocialReward } from './use-social-reward';

/** The one-time reward for visiting the product's social page. */
export function SocialRewardCard() {
  const { t, i18n } = useTranslation('coins');
  const { state, visit } = useSocialReward();
  const coins = formatCoins(SOCIAL_REWARD, i18n.language);
  const claimed = state.phase === 'ready' && state.claimed;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="social-reward-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="social-reward-title">{t('social.title')}</Title>
          {claimed && <Badge color="moss" variant="light" style={{ flexShrink: 0 }} leftSection={<CheckIcon size={12} />}>{t('social.claimedBadge')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">{t('social.body', { coins })}</Text>
        {state.phase === 'loading' && <Loader size="sm" aria-label={t('social.loading')} />}
        {state.phase === 'unavailable' && <Text size="sm" c="dimmed">{t('social.unavailable')}</Text>}
        {state.phase === 'ready' && (
          <>
            {state.justClaimed && <Text fw={700} c="moss" size="lg">{t('social.rewardBody', { coins })}</Text>}
            {state.failed && <Alert color="red" variant="light" role="alert" title={t('social.failedTitle')}>{t(state.failed)}</Alert>}
            {state.offline && !state.claimed && <Text size="sm" c="dimmed">{t('social.offline')}</Text>}
            <Group>
              <Button onClick={visit} disabled={state.claimed || state.offline} loading={state.claiming}
                aria-label={state.claimed ? t('social.claimed') : `${t('social.visit', { coins })} ${t('social.newTab')}`}>
                {state.claimed ? t('social.claimed') : t('social.visit', { coins })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
