import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventTimes } from '../../../shared/calendar/event-times';
import { formatWhen } from './event-when';

/** When an event happens, in the keeper's language and time zone. */
export function EventWhenText({ event, ...props }: { event: EventTimes } & TextProps) {
  const { t, i18n } = useTranslation('community-calendar');
  return <Text {...props}>{formatWhen(t, i18n.language, event)}</Text>;
}
