import { Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type AdminUserRow } from '../../../shared/api/admin';
import { useOnline } from '../../lib/use-online';
import type { Role } from './admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './use-confirm';
import { useSetRole } from './user-queries';

/**
 * The account's role, changed after a confirmation. Not one's own: the server refuses it (an admin
 * could lock themselves or the last admin out), so the screen says so instead of offering it.
 */
export function UserRoleSection({ user, self }: { user: AdminUserRow; self: boolean }) {
  const { t } = useTranslation('admin');
  const online = useOnline();
  const [choice, setChoice] = useState<Role>(user.role);
  const flow = useConfirm(useSetRole(user.id), 'errors.roleFailed');
  const roleName = (role: Role) => t(`roles.${role}`);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-user-role">
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-user-role">{t('user.role.title')}</Title>
        <Select label={t('user.role.label')} value={choice} allowDeselect={false} disabled={self}
          data={ROLES.map((role) => ({ value: role, label: roleName(role) }))}
          onChange={(next) => next && setChoice(next as Role)} />
        {self && <Text size="sm" c="dimmed">{t('user.role.ownHint')}</Text>}
        <Button w="fit-content" disabled={self || !online || choice === user.role} onClick={flow.open}>{t('user.role.change')}</Button>
      </Stack>
      <ConfirmDialog opened={flow.opened} title={t('user.role.confirmTitle')} busy={flow.busy} failure={flow.failure}
        body={t('user.role.confirmBody', { email: user.email, from: roleName(user.role), to: roleName(choice) })}
        confirmLabel={t('user.role.confirm', { role: roleName(choice) })} danger={user.role === 'admin'}
        onCancel={flow.close} onConfirm={() => void flow.confirm(choice, t('user.role.done', { email: user.email, role: roleName(choice) }))} />
    </Paper>
  );
}
