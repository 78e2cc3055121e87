/**
 * The build-time render of `/` (scripts/vite-prerender.ts builds this for Node and runs it with
 * scripts/prerender-run.mjs). It renders the app's own tree, `App` with the app's routes, so the
 * browser's first render hydrates it exactly; only the router is a memory router on `/` and the
 * session is a visitor's, which is what the browser's start-up decides for a device remembering
 * no keeper (theme-init.js sends every other start to a render of its own).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import i18n, { i18nReady, type Language } from '../app/lib/i18n';
import { useSession } from '../app/lib/session/store';
import { routes } from '../app/router';

/** Every namespace the landing page asks for, so nothing suspends while it renders. */
const LANDING_NAMESPACES = ['common', 'landing', 'plans'];

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

/** The markup of `#root` for `/` in `language`, with every lazy part of the page resolved. */
export async function renderLanding(language: Language): Promise<string> {
  useSession.getState().setSignedOut();
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(LANDING_NAMESPACES);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return text(prelude);
}
