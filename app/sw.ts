/// <reference lib="webworker" />
/**
 * The service worker. The app shell (entry, route chunks, styles, locales, fonts, icons) is
 * precached, so the installed app opens with no network; navigations fall back to the cached
 * index.html. Images are cached at run time; API calls always go to the network (the sync client
 * owns retries). A new version waits until the page asks it to take over (the update prompt):
 * we never reload under the user.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { BACKGROUND_PUSH_TAG } from './lib/sync/background-protocol';
import { backgroundPush, rememberSyncAuth } from './sw/background-push';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/dev\//, /^\/notifications/, /^\/uploads\//],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true })],
  }),
);

// OCR engine and language data are large: fetched on first use, then kept for offline use.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/ocr/'),
  new CacheFirst({ cacheName: 'ocr-assets', plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })] }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  rememberSyncAuth(data);
});

// Background Sync (Chromium): push the outbox when connectivity returns, even with the app closed.
self.addEventListener('sync', (event: Event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag === BACKGROUND_PUSH_TAG) e.waitUntil(backgroundPush());
});
