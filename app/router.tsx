/**
 * Every route of the app. Screens are lazy chunks so the landing page pays only for itself.
 * Guards wrap groups: RequireAuth for the signed-in area, RequireAdmin and RequirePremium inside.
 * A page loaded straight onto a lazy route waits for its chunk before the first render; each
 * top-level route names what shows meanwhile (`hydrateFallbackElement`), or React Router warns
 * on every such load and renders nothing.
 */
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './components/guards/require-auth';
import { PageLoader } from './components/page-loader';
import { RootLayout } from './layout/root-layout';
import { CatchAll } from './layout/catch-all';
import { RouteError } from './layout/route-error';
import { LandingGate } from './features/landing/landing-gate';
import { onSignedIn } from './lib/session/lifecycle';
import i18n, { i18nReady } from './lib/i18n';

/**
 * A route's chunk together with the translation namespaces its first screen needs, fetched side
 * by side. Left to the components, each namespace suspended the render when it was first asked
 * for, and the next one was asked only after it arrived: a reload of /dashboard fetched eight in
 * a row after its code (issue 26, about a second on a phone). A namespace missing here still
 * loads when asked; one listed and unused costs a small precached file.
 */
const withTexts = <T,>(load: () => Promise<T>, namespaces: readonly string[]) => () =>
  Promise.all([load(), i18nReady.then(() => i18n.loadNamespaces([...namespaces]))]).then(([route]) => route);

/** Runs `fn` once the page is idle (or after 2 s where the browser cannot say). */
const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 2000);
};

export const publicRoutes: RouteObject[] = [
  { path: '/terms', lazy: () => import('./features/legal/terms-page').then((m) => ({ Component: m.TermsPage })) },
  { path: '/login', lazy: () => import('./features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
  { path: '/signup', lazy: () => import('./features/auth/pages/signup-page').then((m) => ({ Component: m.SignupPage })) },
  { path: '/forgot-password', lazy: () => import('./features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
  { path: '/reset-password', lazy: () => import('./features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: '/reset-password-with-code', lazy: () => import('./features/auth/pages/reset-password-with-code-page').then((m) => ({ Component: m.ResetPasswordWithCodePage })) },
  { path: '/confirm-email', lazy: () => import('./features/auth/pages/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })) },
  // An invitation link opens it signed in or not: it asks visitors to sign in and come back.
  { path: '/join', lazy: withTexts(() => import('./features/spaces/join-page').then((m) => ({ Component: m.JoinPage })), ['spaces']) },
  { path: '/auth-redirect', lazy: () => import('./features/auth/pages/auth-redirect-page').then((m) => ({ Component: m.AuthRedirectPage })) },
];

export const signedInRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: withTexts(() => import('./features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
    ['dashboard', 'reptiles', 'logs', 'genetics', 'calendar', 'collections', 'reminders', 'health-watch', 'insights', 'sales']) },
  { path: '/profile', lazy: () => import('./features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) },
  { path: '/settings', lazy: () => import('./features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })) },
  { path: '/reptiles/add', lazy: () => import('./features/reptiles/add-reptile-page').then((m) => ({ Component: m.AddReptilePage })) },
  { path: '/reptiles/:id', lazy: () => import('./pages/reptile-details/reptile-details-page').then((m) => ({ Component: m.ReptileDetailsPage })) },
  { path: '/reptiles/:id/care-card', lazy: () => import('./features/transfers/care-card-page').then((m) => ({ Component: m.CareCardPage })) },
  { path: '/transfers', lazy: () => import('./features/transfers/transfers-page').then((m) => ({ Component: m.TransfersPage })) },
  { path: '/households', lazy: withTexts(() => import('./features/spaces/households-page').then((m) => ({ Component: m.HouseholdsPage })), ['spaces']) },
  { path: '/households/:id', lazy: withTexts(() => import('./features/spaces/space-page').then((m) => ({ Component: m.SpacePage })), ['spaces']) },
  { path: '/reptiles/:id/edit', lazy: () => import('./features/reptiles/edit-reptile-page').then((m) => ({ Component: m.EditReptilePage })) },
  { path: '/inventory', lazy: () => import('./features/inventory/inventory-page').then((m) => ({ Component: m.InventoryPage })) },
  { path: '/reminders', lazy: () => import('./features/reminders/reminders-page').then((m) => ({ Component: m.RemindersPage })) },
  { path: '/activity-calendar', lazy: () => import('./features/activity-calendar/activity-calendar-page').then((m) => ({ Component: m.ActivityCalendarPage })) },
  { path: '/achievements', lazy: () => import('./features/achievements/achievements-page').then((m) => ({ Component: m.AchievementsPage })) },
  { path: '/repticoins', lazy: () => import('./features/repticoins/repticoins-page').then((m) => ({ Component: m.ReptiCoinsPage })) },
  { path: '/collections', lazy: () => import('./features/collections/collections-page').then((m) => ({ Component: m.CollectionsPage })) },
  { path: '/calendar', lazy: () => import('./features/calendar/calendar-page').then((m) => ({ Component: m.CalendarPage })) },
  { path: '/calendar/:id', lazy: () => import('./features/calendar/event-page').then((m) => ({ Component: m.EventPage })) },
  { path: '/contest', lazy: () => import('./features/contest/contest-page').then((m) => ({ Component: m.ContestPage })) },
  { path: '/moderator', lazy: () => import('./features/moderator/moderator-page').then((m) => ({ Component: m.ModeratorPage })) },
  { path: '/ocr-import', lazy: () => import('./features/ocr/ocr-import-page').then((m) => ({ Component: m.OcrImportPage })) },
  { path: '/reptiles/:id/insights', lazy: () => import('./features/insights/insights-page').then((m) => ({ Component: m.InsightsPage })) },
  { path: '/reptiles/:id/vet-report', lazy: withTexts(() => import('./features/vet-report/vet-report-page').then((m) => ({ Component: m.VetReportPage })), ['vet-report', 'reptiles', 'genetics', 'spaces']) },
  { path: '/bug-report', lazy: () => import('./features/feedback/bug-report-page').then((m) => ({ Component: m.BugReportPage })) },
  { path: '/bug-report/:id', lazy: () => import('./features/feedback/feedback-detail-page').then((m) => ({ Component: m.BugReportDetailPage })) },
  { path: '/feature-request', lazy: () => import('./features/feedback/feature-request-page').then((m) => ({ Component: m.FeatureRequestPage })) },
  { path: '/feature-request/:id', lazy: () => import('./features/feedback/feedback-detail-page').then((m) => ({ Component: m.FeatureRequestDetailPage })) },
  // The admin area: its layout checks the role (others go to /dashboard); its children are routed
  // inside it (layout/admin-routes.tsx), so their chunk lists are not in the entry.
  { path: '/admin/*', lazy: () => import('./layout/admin-routes').then((m) => ({ Component: m.AdminArea })) },
  { path: '/api-docs', lazy: () => import('./features/api-docs/api-docs-page').then((m) => ({ Component: m.ApiDocsPage })) },
  // From the list of racks a keeper taps a rack: its page's code is fetched while the list stands idle.
  { path: '/racks', lazy: withTexts(() => import('./features/enclosures/racks-page').then((m) => {
    whenIdle(() => void import('./pages/rack-page').catch(() => undefined));
    return { Component: m.RacksPage };
  }), ['enclosures', 'climate', 'dashboard', 'spaces']) },
  { path: '/racks/:id', lazy: withTexts(() => import('./pages/rack-page').then((m) => ({ Component: m.RackRoute })), ['enclosures', 'climate', 'dashboard', 'spaces']) },
  { path: '/enclosures/:id', lazy: withTexts(() => import('./pages/enclosure-page').then((m) => ({ Component: m.EnclosureRoute })), ['enclosures', 'climate', 'dashboard', 'spaces']) },
  { path: '/feed-rack', lazy: withTexts(() => import('./features/rack-feeding/rack-feeding-page').then((m) => ({ Component: m.RackFeedingPage })), ['rack', 'enclosures', 'spaces']) },
  { path: '/labels', lazy: withTexts(() => import('./features/labels/labels-page').then((m) => ({ Component: m.LabelsPage })), ['labels', 'genetics', 'spaces']) },
  { path: '/import', lazy: withTexts(() => import('./features/sheet-import/sheet-import-page').then((m) => ({ Component: m.SheetImportPage })), ['sheet-import', 'logs', 'reptiles']) },
  { path: '/sales', lazy: withTexts(() => import('./features/sales/sales-page').then((m) => ({ Component: m.SalesPage })), ['sales', 'transfers']) },
  { path: '/marketplace-export', lazy: withTexts(() => import('./features/marketplace/marketplace-export-page').then((m) => ({ Component: m.MarketplaceExportPage })), ['marketplace']) },
  // What printed labels open (shared/labels/urls.ts): an animal's or an enclosure's quick actions.
  { path: '/r/:id', lazy: withTexts(() => import('./features/scan/animal-scan-page').then((m) => ({ Component: m.AnimalScanPage })), ['scan', 'climate', 'dashboard', 'logs', 'reptiles']) },
  { path: '/e/:id', lazy: withTexts(() => import('./features/scan/enclosure-scan-page').then((m) => ({ Component: m.EnclosureScanPage })), ['scan', 'climate', 'dashboard', 'logs', 'reptiles']) },
  { path: '/pairing-planner', lazy: () => import('./pages/pairing-planner-page').then((m) => ({ Component: m.PairingPlannerPage })) },
];

/** Pages framed by other sites: outside the root layout, so no app chrome and no consent dialog. */
export const embeddedRoutes: RouteObject[] = [
  { path: '/login-iframe', errorElement: <RouteError />, hydrateFallbackElement: <PageLoader />, lazy: () => import('./features/auth/embed/login-iframe-page').then((m) => ({ Component: m.LoginIframePage })) },
  { path: '/reset-password-iframe', errorElement: <RouteError />, hydrateFallbackElement: <PageLoader />, lazy: () => import('./features/auth/embed/reset-password-iframe-page').then((m) => ({ Component: m.ResetPasswordIframePage })) },
];

export const routes: RouteObject[] = [
  ...embeddedRoutes,
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <LandingGate /> },
      { lazy: () => import('./layout/public-layout').then((m) => ({ Component: m.PublicLayout })), children: publicRoutes },
      {
        element: <RequireAuth><Outlet /></RequireAuth>,
        // The header's and the navigation's words: sync state, coins, notifications, the profile menu, badges.
        children: [{ lazy: withTexts(() => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })), ['sync', 'coins', 'notifications', 'auth', 'achievements', 'reminders', 'spaces']), children: signedInRoutes }],
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

// Due-task notifications and the app badge run for whoever is signed in; their code (Dexie
// included) loads only then, never for the landing page.
onSignedIn(({ user }) => void import('./lib/due-notices/install').then((m) => m.installDueNotices(user.id)));

export const router = createBrowserRouter(routes);
