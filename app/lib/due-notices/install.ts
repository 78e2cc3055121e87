/**
 * The page side of due-task notices. Started for whoever signs in (app/router.tsx loads this
 * lazily, so the landing page never pays for it): it runs the notifier when the app opens, each
 * time the reminders change (a pull, a completion in this or another tab) and when the app becomes
 * visible again (the day may have turned). It also tells the service worker whose database to
 * read when it wakes, and asks for periodic wake-ups where the browser offers them.
 */
import { liveQuery, type Subscription } from 'dexie';
import i18next from 'i18next';
import { userDb } from '../db';
import { onSignedOut } from '../session';
import { announceDue, NOTICE_URL, type NoticeEnv } from './announce-due';
import { announceEnclosureCare } from './enclosure-care';
import { announceHealth } from './health-notice';
import type { Notice } from './notice-text';
import { forgetUser, setActiveUser } from './notices-store';
import { noticePermission } from './permission';
import { DUE_PERIODIC_TAG } from './wake-tags';

const PERIODIC_MIN_INTERVAL_MS = 6 * 60 * 60 * 1000;

type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
type PeriodicRegistration = ServiceWorkerRegistration & { periodicSync?: { register: (tag: string, o: { minInterval: number }) => Promise<void> } };

async function setBadge(count: number): Promise<void> {
  const nav = navigator as BadgeNavigator;
  if (count > 0) await nav.setAppBadge?.(count);
  else await nav.clearAppBadge?.();
}

async function show(notice: Notice): Promise<void> {
  const options: NotificationOptions = { body: notice.body, tag: notice.tag, icon: '/icons/icon-192.png', data: { url: notice.url ?? NOTICE_URL } };
  const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (reg) await reg.showNotification(notice.title, options);
  else new Notification(notice.title, options);
}

/** `failed` hears of a notice the browser refused to show (announceDue then releases its tasks). */
const pageEnv = (failed: () => void): NoticeEnv => ({
  now: Date.now(),
  language: language(),
  canNotify: noticePermission() === 'granted',
  show: (notice) => show(notice).catch((e: unknown) => {
    failed();
    throw e;
  }),
  setBadge,
});

/**
 * After a pass that could not show a notice (a worker between versions, a busy browser) or could
 * not read the database, the page tries again on its own rather than waiting for the next change
 * of the reminders, which may not come today: soon, then less often, then it gives up until the
 * next change or the next time the app becomes visible.
 */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

/** The app's language (lib/i18n sets up this default instance), for words the worker shows later. */
const language = () => (i18next.resolvedLanguage === 'bg' ? 'bg' : 'en');

let running: { userId: string; stop: () => void; check: () => void } | null = null;

/** Runs the notifier now (after the keeper turned notifications on). */
export function recheckDueNotices(): void {
  running?.check();
}

export function startDueNotices(userId: string): void {
  if (running?.userId === userId) return;
  running?.stop();
  const db = userDb(userId);
  let busy = Promise.resolve();
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const pass = async () => {
    let failed = false;
    await announceDue(db, pageEnv(() => (failed = true))).catch(() => (failed = true));
    // The daily health notice (issue 29), when the keeper turned it on and its time has come.
    await announceHealth(db, pageEnv(() => undefined)).catch(() => undefined);
    // The enclosures' cleaning and replacements (issue 28), each announced once.
    await announceEnclosureCare(db, pageEnv(() => undefined)).catch(() => undefined);
    clearTimeout(retryTimer);
    if (!failed) retries = 0;
    else if (retries < RETRY_DELAYS_MS.length) retryTimer = setTimeout(check, RETRY_DELAYS_MS[retries++]);
  };
  // Serialised, so two quick changes never announce the same task twice from this tab.
  function check() {
    busy = busy.then(pass).then(() => undefined, () => undefined);
  }
  // A live query that fails (the database closed under it) ends; it is opened again shortly, or
  // the notifier would go deaf to every later change in this tab.
  let sub: Subscription | undefined;
  let resubscribe: ReturnType<typeof setTimeout> | undefined;
  const listen = () => {
    sub = liveQuery(() => db.reminders.toArray()).subscribe({ next: check, error: () => (resubscribe = setTimeout(listen, RETRY_DELAYS_MS[0])) });
  };
  listen();
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  void setActiveUser(userId, language()).catch(() => undefined);
  void askForWakeUps();
  running = {
    userId,
    check,
    stop: () => {
      clearTimeout(retryTimer);
      clearTimeout(resubscribe);
      sub?.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}

function stopDueNotices(): void {
  const was = running;
  running = null;
  was?.stop();
  void setBadge(0).catch(() => undefined);
  if (was) void forgetUser(was.userId).catch(() => undefined);
}

/** Periodic Background Sync (installed Chromium apps): the worker re-checks now and then. Best effort. */
async function askForWakeUps(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const reg = (await navigator.serviceWorker.getRegistration()) as PeriodicRegistration | undefined;
    await reg?.periodicSync?.register(DUE_PERIODIC_TAG, { minInterval: PERIODIC_MIN_INTERVAL_MS });
  } catch {
    // Not installed, or the browser declined: the page still checks whenever it is open.
  }
}

let installed = false;

/** Called once per sign-in by the router; idempotent. */
export function installDueNotices(userId: string): void {
  if (!installed) {
    installed = true;
    onSignedOut(stopDueNotices);
  }
  startDueNotices(userId);
}
