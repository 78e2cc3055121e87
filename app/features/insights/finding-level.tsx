import { Badge, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindingLevel } from '../../../shared/insights/types';
import { AlertIcon, EyeIcon } from '../../components/icons';

// The shared icon set has no "i"; drawn like its icons (24 grid, currentColor, hidden from AT).
const InfoIcon = ({ size = 14 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" />
  </svg>
);

// A line whose finding is not known (a model merged lines): a plain bullet, no level claimed.
const DotIcon = () => <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true" focusable="false"><circle cx="4" cy="4" r="3" fill="currentColor" /></svg>;

/** Each level's colour and icon: never the colour alone, and each has its words (`level.*`). */
const LOOK: Record<FindingLevel, { color: string; icon: ReactNode }> = {
  alert: { color: 'red', icon: <AlertIcon size={14} /> },
  watch: { color: 'orange', icon: <EyeIcon size={14} /> },
  info: { color: 'gray', icon: <InfoIcon /> },
};

/** The mark before a finding's line; its level is read out before the sentence. */
export function LevelMark({ level }: { level: FindingLevel | null }) {
  const { t } = useTranslation('insights');
  if (level === null) return <ThemeIcon size={22} radius="xl" variant="default" aria-hidden><DotIcon /></ThemeIcon>;
  return (
    <>
      <ThemeIcon size={22} radius="xl" variant={level === 'info' ? 'default' : 'light'} color={LOOK[level].color} aria-hidden>{LOOK[level].icon}</ThemeIcon>
      <VisuallyHidden>{`${t(`level.${level}`)}: `}</VisuallyHidden>
    </>
  );
}

/** The most pressing level of an insight, in words. */
export function LevelBadge({ level }: { level: FindingLevel }) {
  const { t } = useTranslation('insights');
  return (
    <Badge variant={level === 'info' ? 'default' : 'light'} color={LOOK[level].color} leftSection={LOOK[level].icon} style={{ flexShrink: 0 }}>
      {t(`level.${level}`)}
    </Badge>
  );
}
