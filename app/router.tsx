/**
 * Every route of the app. Screens are lazy chunks so the landing page pays only for itself.
 * Guards wrap groups: RequireAuth for the signed-in area, RequireAdmin and RequirePremium inside.
 */
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './components/guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { CatchAll } from './layout/catch-all';
import { RouteError } from './layout/route-error';
import { LandingGate } from './features/landing/landing-gate';

export const publicRoutes: RouteObject[] = [
  { path: '/terms', lazy: () => import('./features/legal/terms-page').then((m) => ({ Component: m.TermsPage })) },
];

export const signedInRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: () => import('./features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingGate /> },
      { lazy: () => import('./layout/public-layout').then((m) => ({ Component: m.PublicLayout })), children: publicRoutes },
      {
        element: <RequireAuth><Outlet /></RequireAuth>,
        children: [{ lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })), children: signedInRoutes }],
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
