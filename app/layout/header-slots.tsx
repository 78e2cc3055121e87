import { OfflineBadge } from '../features/auth/components/offline-badge';
import { ProfileMenu } from '../features/auth/components/profile-menu';

/**
 * Feature parts of the signed-in header, in the spec's order: sync status, coins/premium, bell,
 * profile menu. Each feature adds its part here when it lands.
 */
export function HeaderSlots() {
  return (
    <>
      <OfflineBadge />
      <ProfileMenu />
    </>
  );
}
