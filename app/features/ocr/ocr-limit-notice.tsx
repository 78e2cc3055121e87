import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../components/icons';
import type { OcrLimit } from './use-ocr-limit';

export const UPGRADE_LINK = '/repticoins?returnPath=/ocr-import';

/**
 * At the plan's limit: why the photo buttons are off, and the way on (a bigger plan; on HerpPro
 * there is none, and it says so). One or two imports left: a warning before the last is used.
 */
export function OcrLimitNotice({ id, limit }: { id: string; limit: OcrLimit }) {
  const { t } = useTranslation('ocr');
  if (limit.atLimit) {
    return (
      <Alert id={id} color="red" icon={<AlertIcon />} title={t(limit.canUpgrade ? 'limit.reached' : 'limit.planMaximum')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t(limit.canUpgrade ? 'limit.reachedBodyUpgrade' : 'limit.reachedBody', { count: limit.limit })}</Text>
          {limit.canUpgrade && <Button component={Link} to={UPGRADE_LINK} size="xs" variant="light" color="red">{t('limit.upgrade')}</Button>}
        </Group>
      </Alert>
    );
  }
  if (!limit.nearLimit) return null;
  return (
    <Alert id={id} color="yellow" icon={<AlertIcon />} title={t('limit.left', { count: limit.left })}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('limit.leftBody', { count: limit.limit })}</Text>
        {limit.canUpgrade && <Button component={Link} to={UPGRADE_LINK} size="xs" variant="light" color="yellow">{t('limit.upgrade')}</Button>}
      </Group>
    </Alert>
  );
}
