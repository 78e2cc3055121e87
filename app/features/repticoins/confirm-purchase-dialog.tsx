import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCoinMessage } from './coin-message';
import { formatCoins } from './format';
import type { PlanOffer } from './plan-offer';
import type { Purchase } from './use-purchase';
import { useEffectText } from './use-effect-text';

/**
 * Asks before spending: what the plan costs, what it does, what is left after. A failure stays
 * in the dialog, in the keeper's language, and "Try again" resends the same purchase.
 */
export function ConfirmPurchaseDialog({ offer, purchase, online, onClose }: {
  offer: PlanOffer | null;
  purchase: Purchase;
  online: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('coins');
  const effectText = useEffectText();
  const message = useCoinMessage();
  const coins = offer?.coins ?? null;
  const lng = i18n.language;
  const plan = offer?.plan.name ?? '';
  const close = () => {
    if (purchase.busy) return;
    purchase.clearError();
    onClose();
  };
  const confirm = async () => {
    if (coins && (await purchase.buy(coins.tier))) onClose();
  };
  const error = purchase.error ? message(purchase.error) : null;
  return (
    <Modal opened={coins !== null} onClose={close} title={t('confirm.title', { plan })} closeButtonProps={{ 'aria-label': t('confirm.cancel') }}>
      {coins && (
        <Stack gap="md">
          <Text>{t('confirm.body', { plan, coins: formatCoins(coins.price, lng) })}</Text>
          {coins.effect && <Text size="sm">{effectText(coins.effect, plan)}</Text>}
          <Text size="sm" c="dimmed">{t('confirm.after', { balance: formatCoins(coins.balanceAfter, lng) })}</Text>
          {error && <Alert color="red" variant="light" role="alert">{error}</Alert>}
          {!online && <Text size="sm" c="dimmed">{t('offer.offline')}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={purchase.busy}>{t('confirm.cancel')}</Button>
            <Button onClick={() => void confirm()} loading={purchase.busy} disabled={!online}>
              {error ? t('confirm.retry') : t('confirm.buy', { coins: formatCoins(coins.price, lng) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
