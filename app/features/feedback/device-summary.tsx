import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetectedDevice } from './detect-device';

/** "Chrome 131 · Android 14 · Mobile", in the keeper's language for the parts that have words. */
export function useDeviceLine(): (device: Pick<DetectedDevice, 'browser' | 'os' | 'deviceType'>) => string {
  const { t } = useTranslation('feedback');
  return ({ browser, os, deviceType }) =>
    [browser ?? t('device.unknownBrowser'), os ?? t('device.unknownOs'), deviceType ? t(`device.type.${deviceType}`) : t('device.unknownType')].join(' · ');
}

/** What the report will say about the device, shown read-only before it is sent (spec). */
export function DeviceSummary({ device }: { device: DetectedDevice }) {
  const { t } = useTranslation('feedback');
  const line = useDeviceLine();
  const id = useId();
  return (
    <Stack gap={2} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Text size="sm" fw={500} id={`${id}-label`}>{t('device.label')}</Text>
      <Text size="xs" c="dimmed" id={`${id}-hint`}>{t('device.hint')}</Text>
      <Text size="sm">{line(device)}</Text>
    </Stack>
  );
}
