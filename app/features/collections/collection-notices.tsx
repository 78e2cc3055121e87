import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../components/icons';

const UPGRADE_LINK = `/repticoins?returnPath=${encodeURIComponent('/collections')}`;

/**
 * Why no collection can be created now: the plan allows none (it lapsed or was revoked), or its
 * limit is reached. `canUpgrade`: a bigger plan would allow more (not so on HerpPro).
 */
export function CreateBlockedNotice({ id, code, limit, canUpgrade }: { id: string; code: 'premium-required' | 'collection-limit'; limit: number; canUpgrade: boolean }) {
  const { t } = useTranslation('collections');
  const premium = code === 'premium-required';
  return (
    <Alert id={id} color={premium ? 'yellow' : 'red'} icon={<AlertIcon />} title={t(premium ? 'premiumRequired.title' : 'limit.reachedTitle')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{premium ? t('premiumRequired.body') : t(canUpgrade ? 'limit.reachedBodyUpgrade' : 'limit.reachedBody', { count: limit })}</Text>
        {(premium || canUpgrade) && <Button component={Link} to={UPGRADE_LINK} size="xs" variant="light">{t('actions.upgrade')}</Button>}
      </Group>
    </Alert>
  );
}

/** All collections wait for the keeper's pick: the plan now allows fewer active ones than exist. */
export function NeedsPickNotice({ count, limit, onPick }: { count: number; limit: number; onPick: () => void }) {
  const { t } = useTranslation('collections');
  return (
    <Alert color="yellow" icon={<AlertIcon />} title={t('needsPick.title')} role="status">
      <Text size="sm" mb="sm">{t('needsPick.body', { count: limit, total: count })}</Text>
      <Button size="xs" onClick={onPick}>{t('needsPick.action')}</Button>
    </Alert>
  );
}
