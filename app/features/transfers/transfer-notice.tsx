import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalReptile } from '../../lib/db';
import { scheduleSync } from '../../lib/sync';
import { useOnline } from '../../lib/use-online';
import { formatDate } from '../../lib/format';
import { formatDay } from '../../lib/format';
import { forgetOffer } from './offered-store';
import { transferErrorKey } from './transfer-errors';
import { cancelTransfer } from './transfers-api';
import { useReptileTransfer } from './use-reptile-transfer';

/**
 * What the reptile page says about a transfer: the read-only banner of an animal that went to a
 * buyer (with the buyer's e-mail when the sale's row is on this device), or the offer still
 * waiting for them, which the seller may cancel.
 */
export function TransferNotice({ reptile }: { reptile: LocalReptile }) {
  const { t, i18n } = useTranslation('transfers');
  const { pending, sale } = useReptileTransfer(reptile.id);
  const lng = i18n.language;
  const transferredAt = reptile.transferredAt ?? null;
  if (transferredAt !== null) {
    const text = sale
      ? t('banner.withBuyer', { email: sale.buyerEmail, date: formatDate(sale.soldOn, lng) })
      : t('banner.withoutBuyer', { date: formatDay(transferredAt, lng) });
    return (
      <Alert color="gray" variant="light" title={t('banner.title')} role="status">
        <Stack gap={4}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{text}</Text>
          <Text size="sm" c="dimmed">{t('banner.body')}</Text>
        </Stack>
      </Alert>
    );
  }
  return pending ? <PendingOffer id={pending.id} reptileId={reptile.id} email={pending.buyerEmail} soldOn={pending.soldOn} expiresAt={pending.expiresAt} /> : null;
}

function PendingOffer({ id, reptileId, email, soldOn, expiresAt }: { id: string; reptileId: string; email: string; soldOn: string; expiresAt: number }) {
  const { t, i18n } = useTranslation('transfers');
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lng = i18n.language;
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await cancelTransfer(id);
      forgetOffer(reptileId);
      scheduleSync(0);
    } catch (err) {
      const key = transferErrorKey(err);
      // Decided or gone meanwhile: the next pull brings the row as it now is.
      if (key === 'errors.not-pending' || key === 'errors.not-found') scheduleSync(0);
      setFailure(key);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="blue" variant="light" role="status">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" align="center">
          <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {t('pending.text', { email, date: formatDate(soldOn, lng), expiry: formatDay(expiresAt, lng) })}
          </Text>
          {/* Offline the button would only fail: the "needs a connection" line stands for it. */}
          {online && <Button size="xs" variant="default" loading={busy} onClick={() => void cancel()}>{t('pending.cancel')}</Button>}
        </Group>
        {!online && <Text size="sm" c="dimmed">{t('common:online.neededTitle')}</Text>}
        {failure && <Text size="sm" c="red" role="alert">{t('pending.cancelFailed')} {t(failure)}</Text>}
      </Stack>
    </Alert>
  );
}
