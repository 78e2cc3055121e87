import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { CloudOffIcon } from '../../components/icons';

/** Said where an online-only action would be, while the device is offline ("Connect to the internet to …"). */
export function OfflineNote({ children }: { children: ReactNode }) {
  return <Alert color="yellow" variant="light" icon={<CloudOffIcon />} role="status">{children}</Alert>;
}
