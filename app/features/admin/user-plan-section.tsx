import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../shared/api/admin';
import { useOnline } from '../../lib/use-online';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './use-confirm';
import { PlanText } from './user-facts';
import { useRevokePremium } from './user-queries';

/** The plan and when it ends; "Revoke premium" (confirmed) returns the account to Basic at once. */
export function UserPlanSection({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const online = useOnline();
  const flow = useConfirm(useRevokePremium(user.id), 'errors.revokeFailed');
  const tier = user.premiumTier;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-user-plan">
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-user-plan">{t('user.plan.title')}</Title>
        <PlanText user={user} fw={600} />
        {tier === null
          ? <Text size="sm" c="dimmed">{t('user.plan.nothingToRevoke')}</Text>
          : <Button color="red" variant="outline" w="fit-content" disabled={!online} onClick={flow.open}>{t('user.plan.revoke')}</Button>}
      </Stack>
      {tier !== null && (
        <ConfirmDialog opened={flow.opened} title={t('user.plan.confirmTitle', { tier })} busy={flow.busy} failure={flow.failure} danger
          body={t('user.plan.confirmBody', { email: user.email, tier })} confirmLabel={t('user.plan.revoke')}
          onCancel={flow.close} onConfirm={() => void flow.confirm(undefined, t('user.plan.done', { email: user.email, tier }))} />
      )}
    </Paper>
  );
}
