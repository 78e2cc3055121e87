import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';

/** The bare frame of an embedded page: no header, no navigation, no consent dialog. */
export function EmbedFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" p="md" maw={440} mx="auto">
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Box>
  );
}
