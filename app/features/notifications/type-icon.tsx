import { ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import type { NotificationKind } from '../../../shared/notifications/types';
import { AlertIcon, BellIcon, CalendarIcon, CameraIcon, CoinIcon, RefreshIcon, SparklesIcon, TrophyIcon } from '../../components/icons';

const ICONS: Record<NotificationKind, ComponentType<{ size?: number }>> = {
  welcome: SparklesIcon, alert: AlertIcon, update: RefreshIcon, achievement: TrophyIcon,
  contest: CameraIcon, event: CalendarIcon, premium: CoinIcon, general: BellIcon,
};
export const KIND_COLORS: Record<NotificationKind, string> = {
  welcome: 'teal', alert: 'red', update: 'blue', achievement: 'yellow', contest: 'grape', event: 'cyan', premium: 'orange', general: 'gray',
};

/** The type's icon (decorative: the item names its type in words for assistive technology). */
export function TypeIcon({ kind }: { kind: NotificationKind }) {
  const Icon = ICONS[kind];
  return (
    <ThemeIcon variant="light" color={KIND_COLORS[kind]} radius="xl" size={32} aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}
