import { Suspense } from 'react';
import { ProfileMenu } from '../features/auth/components/profile-menu';
import { NotificationBell } from '../features/notifications';
import { CoinsButton } from '../features/repticoins';
import { SyncStatus } from '../features/sync-status/sync-status';

/**
 * Feature parts of the signed-in header, in the spec's order: sync status, coins/premium, bell,
 * profile menu. Each feature adds its part here when it lands.
 */
export function HeaderSlots() {
  return (
    <>
      <SyncStatus />
      {/* The coins button may wait for its strings; the header shows meanwhile, without it. */}
      <Suspense fallback={null}>
        <CoinsButton />
      </Suspense>
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <ProfileMenu />
    </>
  );
}
