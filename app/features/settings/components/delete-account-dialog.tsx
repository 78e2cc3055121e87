import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api/client';
import { requestErrorKey } from '../../../lib/api/request-errors';
import { endSession } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';

function failureKey(err: unknown): string {
  if (err instanceof NetworkError) return 'account.delete.offline';
  if (err instanceof ApiError && (err.code === 'password-incorrect' || err.code === 'invalid-credentials')) return 'account.delete.wrongPassword';
  // Wrong passwords are limited per account and per address (sync-server/src/routes/profile.ts).
  if (err instanceof ApiError && err.code === 'rate-limited') return 'account.delete.rateLimited';
  return requestErrorKey(err) ?? 'account.delete.failed';
}

/**
 * Deleting is final, so the keeper types their password. Afterwards the session ends with reason
 * 'account-deleted' (the sync engine drops the local data), and the keeper lands on `/`.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError('account.delete.passwordRequired');
    setPending(true);
    setError(null);
    try {
      await deleteAccount(password);
      endSession('account-deleted');
      notifications.show({ color: 'moss', message: t('account.delete.done') });
      void navigate('/', { replace: true });
    } catch (err) {
      setError(failureKey(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('account.delete.title')} centered radius="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('account.delete.title')}>
        <Stack gap="md">
          <Text size="sm">{t('account.delete.warning')}</Text>
          {error && <Alert color="red" variant="light" role="alert">{t(error)}</Alert>}
          <PasswordInput label={t('account.delete.password')} autoComplete="current-password" required data-autofocus
            visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('account.delete.togglePassword') }}
            value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>{t('account.delete.cancel')}</Button>
            <Button type="submit" color="red" loading={pending}>{t('account.delete.confirm')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
