import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useSession } from '../../lib/session/store';
import { QueryState } from '../calendar';
import { useAdminErrorMessage } from './admin-errors';
import { UserAccountSection } from './user-account-section';
import { UserCoinsSection } from './user-coins-section';
import { UserPlanSection } from './user-plan-section';
import { UserProfileSection } from './user-profile-section';
import { UserRoleSection } from './user-role-section';
import { useAdminUser } from './user-queries';

/** The users list passes its search along, so "back to the list" returns to the same page of it. */
export interface FromList { listSearch?: string }

/**
 * /admin/users/:userId: one account, what it keeps, and what an admin may do to it: change the
 * role, revoke the plan, adjust the balance, disable or enable it. Each action is confirmed or
 * validated first; a refusal says why in the admin's language.
 */
export function AdminUserPage() {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const { state } = useLocation() as { state: FromList | null };
  const query = useAdminUser(userId);
  const errorMessage = useAdminErrorMessage();
  const selfId = useSession((s) => s.user?.id);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/admin/users${state?.listSearch ?? ''}`} size="sm" w="fit-content">{t('user.back')}</Anchor>
      <QueryState query={query} loadingLabel={t('user.loading')} errorText={(e) => errorMessage(e, 'user.failed')}>
        {(detail) => {
          const self = detail.user.id === selfId;
          return (
            <Stack gap="lg">
              <UserProfileSection detail={detail} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <UserRoleSection key={detail.user.role} user={detail.user} self={self} />
                <UserPlanSection user={detail.user} />
              </SimpleGrid>
              <UserCoinsSection detail={detail} />
              <UserAccountSection user={detail.user} self={self} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
