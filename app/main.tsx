import '@fontsource-variable/inter';
// Only what `/` paints and its toasts use; the rest of Mantine's stylesheet comes with the
// layouts and modals that need it (decision 0021). In Mantine's `mantine` layer and in its own
// order, so which chunk's stylesheet arrives first cannot change the cascade, and the app's own
// unlayered CSS always wins.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
import './styles.css';
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18n, { currentLanguage, i18nReady } from './lib/i18n';
import { bootstrapSession } from './lib/session/bootstrap';
import { useSession } from './lib/session/store';
import { preloadLandingPage } from './features/landing/landing-gate';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// `/` may arrive rendered at build time (scripts/vite-prerender.ts) in this language;
// theme-init.js marked it skipped before the first paint when it will not be taken over.
const html = document.documentElement;
const prerendered = html.dataset.prerender === 'skip' ? undefined : html.dataset.prerendered;
// What the landing page renders with is loaded before it is hydrated, so no part of it waits
// (suspends) while React takes it over; its texts are fetched beside its chunk, not after it.
const started = prerendered
  // A part that failed to load is loaded again by the page itself, which waits for it.
  ? Promise.all([i18nReady, i18n.loadNamespaces(['landing', 'plans']).catch(() => undefined), preloadLandingPage().catch(() => undefined)])
  : i18nReady;

void bootstrapSession();
void started.finally(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrating keeps the painted page: no frame without it, and the visitor's scroll stays put.
  // It needs the very tree the build rendered: a visitor's session in the page's language.
  if (prerendered && currentLanguage() === prerendered && useSession.getState().status === 'anonymous') {
    // In a transition React hydrates in slices of a few milliseconds, yielding in between, instead
    // of one task that blocks a phone's main thread for a third of a second (decision 0021).
    startTransition(() => {
      hydrateRoot(root, app, {
        // React recovers from a mismatch by rendering the page again, which the visitor sees as a
        // flash: said aloud, so the end-to-end tests' clean-console check catches it.
        onRecoverableError: (error, info) => console.error('The landing page could not be taken over:', error, info.componentStack ?? ''),
      });
    });
    return;
  }
  root.replaceChildren();
  html.removeAttribute('data-prerender');
  const fresh = createRoot(root);
  // The first render of a screen (a keeper's dashboard, layout and all) in slices too.
  startTransition(() => fresh.render(app));
});
