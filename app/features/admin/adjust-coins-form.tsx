import { Button, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { AdminUserRow } from '../../../shared/api/admin';
import { REASON_MAX } from '../../../shared/coins/ledger';
import { AdjustCoinsBody } from '../../../shared/api/repticoins';
import { formatCount } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { useAdminErrorMessage } from './admin-errors';
import { useAdjustCoins } from './user-queries';

type Field = 'amount' | 'reason';

const amountOf = (value: string | number): number | undefined => {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' || text === '-' ? undefined : Number(text);
};

/**
 * "Adjust ReptiCoins" (spec: an amount, positive adds and negative subtracts, and a reason). The
 * form checks with the contract's own schema (shared/api/repticoins.ts) and the balance before
 * sending. One adjustment id is kept while the amount and reason stay as they are, so sending
 * again after a lost answer cannot count it twice.
 */
export function AdjustCoinsForm({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useTranslation('admin');
  const online = useOnline();
  const errorMessage = useAdminErrorMessage();
  const adjust = useAdjustCoins(user.id);
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const adjustmentId = useRef<string | null>(null);
  const lng = i18n.language;

  const edit = (field: Field) => {
    adjustmentId.current = null;
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const id = adjustmentId.current ?? uuidv7();
    const parsed = AdjustCoinsBody.safeParse({ amount: amountOf(amount), reason, adjustmentId: id });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'amount' || field === 'reason') && !next[field]) next[field] = t(issue.message, { max: formatCount(REASON_MAX, lng) });
      }
      setErrors(next);
      return;
    }
    if (user.balance + parsed.data.amount < 0) {
      setErrors({ amount: t('errors.insufficientBalance', { balance: formatCount(user.balance, lng) }) });
      return;
    }
    adjustmentId.current = id;
    try {
      const result = await adjust.mutateAsync(parsed.data);
      adjustmentId.current = null;
      setAmount('');
      setReason('');
      setErrors({});
      notifications.show({ color: 'teal', message: t('adjust.done', { email: user.email, balance: formatCount(result.balance, lng) }) });
    } catch (error) {
      setFailure(errorMessage(error, 'errors.adjustFailed'));
    }
  };

  const n = amountOf(amount);
  const valid = n !== undefined && Number.isSafeInteger(n) && n !== 0;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="admin-adjust-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="admin-adjust-title">{t('adjust.title')}</Title>
        <Text size="sm" c="dimmed">{t('adjust.hint')}</Text>
        <Group align="flex-start" gap="md" wrap="wrap">
          <NumberInput label={t('adjust.amount')} description={t('adjust.amountHint')} w={{ base: '100%', xs: 200 }} allowDecimal={false}
            value={amount} error={errors.amount} required
            onChange={(value) => {
              setAmount(value);
              edit('amount');
            }} />
          <Textarea label={t('adjust.reason')} description={t('adjust.reasonHint')} style={{ flex: '1 1 260px' }} autosize minRows={1} maxRows={4}
            value={reason} error={errors.reason} required
            onChange={(e) => {
              setReason(e.currentTarget.value);
              edit('reason');
            }} />
        </Group>
        {valid && !errors.amount && (
          <Text size="sm" c={user.balance + n < 0 ? 'orange' : undefined}>
            {user.balance + n < 0
              ? t('errors.insufficientBalance', { balance: formatCount(user.balance, lng) })
              : t(n > 0 ? 'adjust.previewAdd' : 'adjust.previewSubtract', { amount: formatCount(Math.abs(n), lng), balance: formatCount(user.balance + n, lng) })}
          </Text>
        )}
        {failure && <Text c="red" size="sm" role="alert">{failure}</Text>}
        {!online && <Text size="sm" c="dimmed">{t('adjust.offline')}</Text>}
        <Button type="submit" w="fit-content" loading={adjust.isPending} disabled={!online}>
          {t(valid && n < 0 ? 'adjust.submitSubtract' : valid ? 'adjust.submitAdd' : 'adjust.submit')}
        </Button>
      </Stack>
    </form>
  );
}
