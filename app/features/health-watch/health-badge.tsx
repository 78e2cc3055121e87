import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimalStatus, HealthState } from '../../../shared/health/status';
import { AlertIcon, CheckIcon, EyeIcon } from '../../components/icons';

/** Each state's colour and icon: never the colour alone, each says its words too. */
const LOOK: Record<HealthState, { color: string; icon: ReactNode }> = {
  ok: { color: 'teal', icon: <CheckIcon size={12} /> },
  watch: { color: 'orange', icon: <EyeIcon size={12} /> },
  attention: { color: 'red', icon: <AlertIcon size={12} /> },
};

export interface HealthBadgeProps {
  status: Pick<AnimalStatus, 'state' | 'quarantined'>;
  size?: 'xs' | 'sm' | 'md';
}

/** An animal's status at a glance: OK, Watch or Needs attention, and a mark while in quarantine. */
export function HealthBadge({ status, size = 'sm' }: HealthBadgeProps) {
  const { t } = useTranslation('health-watch');
  const look = LOOK[status.state];
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge size={size} variant="light" color={look.color} leftSection={look.icon} title={t('badge.title')}>
        {t(`state.${status.state}`)}
      </Badge>
      {status.quarantined && <Badge size={size} variant="outline" color="grape">{t('badge.quarantine')}</Badge>}
    </Group>
  );
}
