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
import { openExistingUserDb } from './lib/db/local-db';
import { announceDue, NOTICE_URL } from './lib/due-notices/announce-due';
import { announceEnclosureCare } from './lib/due-notices/enclosure-care';
import { announceHealth } from './lib/due-notices/health-notice';
import type { Notice } from './lib/due-notices/notice-text';
import { activeUser } from './lib/due-notices/notices-store';
import { DUE_PERIODIC_TAG } from './lib/due-notices/wake-tags';

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

// The PDF code and font of the label sheets and the vet report (app/features/labels/load-label-pdf.ts,
// app/features/vet-report/load-report-pdf.ts): fetched the first time a PDF is made, then kept, so
// the next ones are made offline too.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/((label-pdf|report-pdf|pdf-lib)-[\w-]+\.js|[\w-]+\.ttf)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'label-assets', plugins: [new ExpirationPlugin({ maxEntries: 6, purgeOnQuotaError: true })] }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  rememberSyncAuth(data);
});

// Background Sync (Chromium): push the outbox when connectivity returns, even with the app closed.
self.addEventListener('sync', (event: Event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag === BACKGROUND_PUSH_TAG) e.waitUntil(backgroundPush().finally(() => announceFromWorker().catch(() => undefined)));
});

// Due-task notices when the worker wakes (app/lib/due-notices): the badge and at most one
// notification per task per day, for the user the page last registered, read from IndexedDB.
async function announceFromWorker(): Promise<void> {
  const active = await activeUser();
  if (!active) return;
  const db = await openExistingUserDb(active.userId);
  if (!db) return;
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    const env = {
      now: Date.now(),
      language: active.language,
      canNotify: typeof Notification !== 'undefined' && Notification.permission === 'granted',
      show: (n: Notice) => self.registration.showNotification(n.title, { body: n.body, tag: n.tag, icon: '/icons/icon-192.png', data: { url: n.url ?? NOTICE_URL } }),
      setBadge: async (count: number) => {
        if (count > 0) await nav.setAppBadge?.(count);
        else await nav.clearAppBadge?.();
      },
    };
    await announceDue(db, env);
    // The daily health notice (issue 29), when it is on and its time has come.
    await announceHealth(db, env).catch(() => undefined);
    // The enclosures' cleaning and replacements (issue 28), each announced once.
    await announceEnclosureCare(db, env).catch(() => undefined);
  } finally {
    db.close();
  }
}

self.addEventListener('activate', (event) => event.waitUntil(announceFromWorker().catch(() => undefined)));
self.addEventListener('periodicsync', (event: Event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag === DUE_PERIODIC_TAG) e.waitUntil(announceFromWorker().catch(() => undefined));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? NOTICE_URL, self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      await open.navigate(url).catch(() => undefined);
    } else {
      await self.clients.openWindow(url);
    }
  })());
});
