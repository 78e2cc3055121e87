import { Alert, Button, Group, Text } from '@mantine/core';
import { Component, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons';

/**
 * The screen's reads of this device's database (the reptiles first) throw into here when
 * IndexedDB refuses: the spec's "The reptile list failed to load." with a retry, rather than the
 * app's error page. A retry mounts the screen again, so its live queries start over.
 */
export function ReptileListBoundary({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return <Catch key={attempt} fallback={<LoadFailed onRetry={() => setAttempt((n) => n + 1)} />}>{children}</Catch>;
}

class Catch extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('ocr');
  return (
    <Alert color="red" icon={<AlertIcon />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('errors.reptilesLoadFailed')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>{t('actions.retry')}</Button>
      </Group>
    </Alert>
  );
}
