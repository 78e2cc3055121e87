/**
 * The admin area's children (spec section 2, issue 15), in the order the sub-navigation lists them.
 * `count` names the spec's count shown beside the entry. The API documentation is a page of its
 * own outside the area's frame, opened in a new tab (spec).
 */
export type SectionCount = 'pendingEvents' | 'pendingEntries' | 'bugReports' | 'featureRequests';

export interface AdminSection {
  to: string;
  /** Key in the `admin` namespace. */
  labelKey: string;
  /** Active only on this exact path (the overview), not below it. */
  exact?: boolean;
  count?: SectionCount;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', labelKey: 'sections.overview', exact: true },
  { to: '/admin/users', labelKey: 'sections.users' },
  { to: '/admin/events', labelKey: 'sections.events', count: 'pendingEvents' },
  { to: '/admin/contests', labelKey: 'sections.contests', count: 'pendingEntries' },
  { to: '/admin/settings', labelKey: 'sections.settings' },
  { to: '/admin/repticoins-history', labelKey: 'sections.ledger' },
  { to: '/admin/notifications', labelKey: 'sections.notifications' },
  { to: '/admin/bug-reports', labelKey: 'sections.bugReports', count: 'bugReports' },
  { to: '/admin/feature-requests', labelKey: 'sections.featureRequests', count: 'featureRequests' },
  { to: '/admin/audit', labelKey: 'sections.audit' },
];

export const API_DOCS_PATH = '/api-docs';

export const isActive = (section: AdminSection, pathname: string): boolean =>
  section.exact ? pathname === section.to || pathname === `${section.to}/` : pathname === section.to || pathname.startsWith(`${section.to}/`);
