import type { ComponentType } from 'react';
import type { PremiumTier } from '../../shared/plans';
import type { Claims } from '../../shared/schemas/auth';
import { ActivityIcon, BoxIcon, BugIcon, BulbIcon, CalendarIcon, CameraIcon, ChecklistIcon, CoinIcon, FolderIcon, HomeIcon, KeyIcon, NotebookIcon, PlusIcon, QrIcon, ScanIcon, SettingsIcon, TransferIcon, TrophyIcon, UserIcon } from '../components/icons';
import { useNewAchievementsBadge, type CountBadge } from '../features/achievements';
import { ShieldIcon } from '../features/moderator';
// The icon's own module: the feature's index also carries the gene editor, which the layout must not load.
import { DnaIcon } from '../features/genetics/dna-icon';
import { useAdminBadge } from '../features/admin';
import { PeopleIcon } from '../features/spaces/people-icon';
// The icon's own module, as the genetics one: the layout loads none of the racks' screens.
import { RackIcon } from '../features/enclosures/rack-icon';

export interface NavItem {
  to: string;
  /** Translation key in the `common` namespace. */
  labelKey: string;
  icon: ComponentType<{ size?: number }>;
  premium?: PremiumTier;
  /** Shown in the phone's bottom bar (the spec's main entries); every item is in the sidebar. */
  bottomBar?: boolean;
  /**
   * A hook counting what is new behind the entry (a red badge, hidden at 0). The layout calls it
   * in a component of its own per entry, so the hook rules hold; it may suspend for its strings.
   */
  useBadge?: () => CountBadge;
  /** Shown only to these roles (none: to every keeper). The server refuses the page's calls to anyone else anyway. */
  roles?: readonly NavRole[];
}

export type NavRole = 'moderator' | 'admin';

/** Whether the signed-in keeper's claims let them see the entry (`isModerator` is true for admins too). */
export function visibleTo(item: NavItem, claims: Claims | null): boolean {
  if (!item.roles) return true;
  return item.roles.some((role) => (role === 'admin' ? claims?.isAdmin : claims?.isModerator || claims?.isAdmin) === true);
}

/**
 * Only screens that exist are listed: a feature adds its entry when it lands. The bottom bar holds
 * five at most, so each label stays readable at 360-390 px; the dashboard is not among them, the
 * header's logo leads there (the spec's bottom bar has no dashboard either).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: HomeIcon },
  { to: '/reptiles/add', labelKey: 'nav.addReptile', icon: PlusIcon },
  { to: '/reminders', labelKey: 'nav.reminders', icon: ChecklistIcon, bottomBar: true },
  { to: '/inventory', labelKey: 'nav.inventory', icon: BoxIcon, bottomBar: true },
  { to: '/racks', labelKey: 'nav.racks', icon: RackIcon },
  { to: '/labels', labelKey: 'nav.labels', icon: QrIcon },
  { to: '/activity-calendar', labelKey: 'nav.activityCalendar', icon: ActivityIcon, bottomBar: true },
  { to: '/collections', labelKey: 'nav.collections', icon: FolderIcon, premium: 'HerpPlus', bottomBar: true },
  { to: '/pairing-planner', labelKey: 'nav.pairingPlanner', icon: DnaIcon },
  // Issue 30: an icon the layout already loads (the entry chunk is near its budget, decision 0036).
  { to: '/sales', labelKey: 'nav.sales', icon: CoinIcon },
  { to: '/transfers', labelKey: 'nav.transfers', icon: TransferIcon },
  { to: '/households', labelKey: 'spaces:nav', icon: PeopleIcon },
  { to: '/ocr-import', labelKey: 'nav.ocrImport', icon: ScanIcon },
  { to: '/import', labelKey: 'nav.sheetImport', icon: NotebookIcon },
  { to: '/calendar', labelKey: 'nav.calendar', icon: CalendarIcon },
  { to: '/contest', labelKey: 'nav.contest', icon: CameraIcon },
  { to: '/moderator', labelKey: 'nav.moderator', icon: ShieldIcon, roles: ['moderator', 'admin'] },
  { to: '/admin', labelKey: 'nav.admin', icon: KeyIcon, roles: ['admin'], useBadge: useAdminBadge },
  { to: '/achievements', labelKey: 'nav.achievements', icon: TrophyIcon, bottomBar: true, useBadge: useNewAchievementsBadge },
  { to: '/bug-report', labelKey: 'nav.bugReport', icon: BugIcon },
  { to: '/feature-request', labelKey: 'nav.featureRequest', icon: BulbIcon },
  { to: '/profile', labelKey: 'nav.profile', icon: UserIcon },
  { to: '/settings', labelKey: 'nav.settings', icon: SettingsIcon },
];
