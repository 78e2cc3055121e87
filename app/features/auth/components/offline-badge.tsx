import { Badge, Tooltip } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from '../../../components/icons';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says so in the header while the device has no network; everything keeps working locally. */
export function OfflineBadge() {
  const { t } = useTranslation('auth');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <Tooltip label={t('offline.tooltip')} multiline w={240}>
      <Badge color="yellow" variant="light" size="lg" leftSection={<CloudOffIcon size={14} />} role="status" tabIndex={0}>
        {t('offline.badge')}
      </Badge>
    </Tooltip>
  );
}
