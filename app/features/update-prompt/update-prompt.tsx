import { Button, Group, Notification, Portal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useUpdateStore } from '../../lib/update-store';

/**
 * Registers the service worker and, when a new version is waiting, asks the user. We never
 * reload under a keeper's fingers: the new worker takes over only when they press the button.
 * A 426 from the sync server (client too old) raises the same prompt through the store.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const forced = useUpdateStore((s) => s.required);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Installed apps can stay open for days: look for a new version every hour.
      setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
  });
  if (!needRefresh && !forced) return null;
  return (
    <Portal>
      <Notification role="alert" withCloseButton={!forced} onClose={() => setNeedRefresh(false)}
        title={t('update.title')} closeButtonProps={{ 'aria-label': t('actions.later') }}
        style={{ position: 'fixed', bottom: 80, left: 16, right: 16, maxWidth: 420, margin: '0 auto', zIndex: 400 }}>
        <Text size="sm" mb="xs">{forced ? t('update.required') : t('update.body')}</Text>
        <Group justify="flex-end">
          <Button size="xs" onClick={() => (needRefresh ? void updateServiceWorker(true) : window.location.reload())}>
            {t('update.reload')}
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
