import { Box, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RequireAdmin } from '../../components/guards/require-admin';
import { PageLoader } from '../../components/page-loader';
import { AdminMenuNav, AdminSideNav } from './admin-nav';

/**
 * /admin and its children: admins only (anyone else goes to /dashboard, before any call is made),
 * with the area's sub-navigation beside the page on wide screens and as a menu above it on
 * narrower ones. The server checks the role on every call anyway.
 */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminFrame />
    </RequireAdmin>
  );
}

function AdminFrame() {
  // The app's sidebar already takes 240 px from `md`: the area's own list fits beside a page from `lg`.
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  if (!wide) {
    return (
      <Stack gap="lg">
        <AdminMenuNav />
        {page}
      </Stack>
    );
  }
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      <Box w={220} style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}>
        <AdminSideNav />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>{page}</Box>
    </Group>
  );
}
