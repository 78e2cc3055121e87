import { Badge, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../shared/api/admin';
import type { Role } from './admin-api';
import { formatDay } from '../../lib/format';

const ROLE_COLORS: Record<Role, string> = { user: 'gray', moderator: 'blue', admin: 'grape' };

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  return <Badge variant="light" color={ROLE_COLORS[role]}>{t(`roles.${role}`)}</Badge>;
}

/** Disabled, or an e-mail not confirmed yet: said in words, not by a colour. */
export function AccountStateBadges({ user }: { user: Pick<AdminUserRow, 'disabledAt' | 'confirmedAt'> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {user.disabledAt !== null && <Badge color="red" variant="filled">{t('users.disabled')}</Badge>}
      {user.confirmedAt === null && <Badge color="yellow" variant="light">{t('users.unconfirmed')}</Badge>}
    </>
  );
}

/**
 * The plan in words: Basic, or the tier with its end ("HerpPlus, until 3 Mar 2027"), "no end date"
 * for a grant that never lapses, "ended" for one whose time has passed but is not cleared yet.
 */
export function planText(t: (key: string, values?: Record<string, unknown>) => string, lng: string, user: Pick<AdminUserRow, 'premiumTier' | 'premiumExpiresAt'>, now = Date.now()): string {
  const { premiumTier: tier, premiumExpiresAt: expires } = user;
  if (tier === null) return expires !== null && expires <= now ? t('plan.basicEnded', { date: formatDay(expires, lng) }) : t('plan.basic');
  if (expires === null) return t('plan.noEnd', { tier });
  return t(expires > now ? 'plan.until' : 'plan.ended', { tier, date: formatDay(expires, lng) });
}

export function PlanText({ user, ...props }: { user: Pick<AdminUserRow, 'premiumTier' | 'premiumExpiresAt'> } & TextProps) {
  const { t, i18n } = useTranslation('admin');
  return <Text {...props}>{planText(t, i18n.language, user)}</Text>;
}
