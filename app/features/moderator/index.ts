import { lazy } from 'react';

/**
 * What the rest of the app uses from the moderator feature: its navigation icon, and the pending
 * events section that the admin area's event approvals (/admin/events) show as they are. The page
 * is reached through its route.
 *
 * The section is a lazy chunk: the layout imports this index for the icon on every signed-in page,
 * and a static re-export would make the layout load the section (and the calendar code under it)
 * too. Render it inside a Suspense boundary (the admin layout's).
 */
export { ShieldIcon } from './shield-icon';
export const PendingEvents = lazy(() => import('./pending-events').then((m) => ({ default: m.PendingEvents })));
