import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisableBody, type AdminUserRow } from '../../../shared/api/admin';
import { useOnline } from '../../lib/use-online';
import { ConfirmDialog } from './confirm-dialog';
import { formatMoment } from '../../lib/format';
import { useConfirm } from './use-confirm';
import { useSetDisabled } from './user-queries';

/** The contract's limit (shared/api/admin.ts), read from it rather than written twice. */
export const DISABLE_REASON_MAX = DisableBody.shape.reason.unwrap().maxLength ?? 500;

/**
 * Disabling an account (confirmed, with an optional reason for the audit log) ends its sessions
 * and keeps it from signing in; enabling lets it back. Never one's own.
 */
export function UserAccountSection({ user, self }: { user: AdminUserRow; self: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const online = useOnline();
  const flow = useConfirm(useSetDisabled(user.id), user.disabledAt === null ? 'errors.disableFailed' : 'errors.enableFailed');
  const [reason, setReason] = useState('');
  const disabled = user.disabledAt !== null;
  const tooLong = reason.trim().length > DISABLE_REASON_MAX;
  const open = () => {
    setReason('');
    flow.open();
  };
  const confirm = () => {
    const message = t(disabled ? 'user.account.enabled' : 'user.account.disabledDone', { email: user.email });
    void flow.confirm(disabled ? { disabled: false } : { disabled: true, reason: reason.trim() || undefined }, message);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-user-account">
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-user-account">{t('user.account.title')}</Title>
        <Text size="sm">{disabled && user.disabledAt !== null ? t('user.account.isDisabled', { date: formatMoment(user.disabledAt, i18n.language) }) : t('user.account.isActive')}</Text>
        {self && <Text size="sm" c="dimmed">{t('user.account.ownHint')}</Text>}
        <Button w="fit-content" color={disabled ? undefined : 'red'} variant={disabled ? 'filled' : 'outline'} disabled={self || !online} onClick={open}>
          {t(disabled ? 'user.account.enable' : 'user.account.disable')}
        </Button>
      </Stack>
      <ConfirmDialog opened={flow.opened} busy={flow.busy} failure={flow.failure} danger={!disabled} confirmDisabled={tooLong}
        title={t(disabled ? 'user.account.enableTitle' : 'user.account.disableTitle')}
        body={t(disabled ? 'user.account.enableBody' : 'user.account.disableBody', { email: user.email })}
        confirmLabel={t(disabled ? 'user.account.enable' : 'user.account.disable')} onCancel={flow.close} onConfirm={confirm}>
        {!disabled && (
          <Textarea label={t('user.account.reason')} description={t('user.account.reasonHint')} value={reason} autosize minRows={2} maxRows={5}
            error={tooLong ? t('user.account.reasonTooLong', { max: DISABLE_REASON_MAX }) : undefined} onChange={(e) => setReason(e.currentTarget.value)} />
        )}
      </ConfirmDialog>
    </Paper>
  );
}
