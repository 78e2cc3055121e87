/**
 * The accessibility check of the end-to-end suite: axe-core's own script run in the page, and a
 * keeper with something on every screen (seeded through the real endpoints, so screens show lists,
 * charts and details rather than their empty states).
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createConfirmedUser } from '../../sync-server/src/auth/users';
import { submitted, timedEvent, DAY } from './calendar';
import { feedingArgs, growthArgs, sheddingArgs, todayUtc, shiftDate } from './coins';
import { mutation, syncClient } from './sync';
import { signedInToken, type TestUser } from './users';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The first few offending elements, as axe names them (selector and its summary). */
  nodes: string[];
}

/**
 * Runs axe on the page as it is (WCAG 2.x A and AA plus axe's best practices). Returns the
 * violations, each with a few offending elements, so a failure says where to look.
 */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts, and the
  // check must see the page under the CSP it really has.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
  });
  return results.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 200)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
  }));
}

export interface SeededKeeper {
  userId: string;
  reptileId: string;
  eventId: string;
  bugReportId: string;
  featureRequestId: string;
  /** A rack of 2 × 2 tubs, and the tub Nagini lives in (with readings, a UVB tube and a cleaning). */
  rackId: string;
  enclosureId: string;
}

const asUser = async (app: FastifyInstance, id: string, email: string, role: 'user' | 'admin'): Promise<TestUser> => {
  const token = await signedInToken(app, id, role);
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
};

/**
 * An admin who keeps reptiles: one reptile with feedings, weighings and a shed, a feeder, a
 * feeding task, a community event, a bug report and a feature request; and a second keeper's
 * event waiting for a moderator. The admin signs in with `password`.
 */
export async function seedKeeper(app: FastifyInstance, email: string, password: string): Promise<SeededKeeper> {
  const now = Date.now();
  const row = await createConfirmedUser(app.store, { email, password, role: 'admin' }, now);
  if (!row) throw new Error(`${email} exists already`);
  const admin = await asUser(app, row.id, email, 'admin');
  const c = syncClient(app, admin);
  const reptileId = randomUUID();
  const rackId = randomUUID();
  const tubIds = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const today = todayUtc();
  const res = await c.api.push([
    mutation(c.next(), 'reptile.create.v1', { id: reptileId, name: 'Nagini', species: 'Python regius', sex: 'female', hatchDate: '2022-05-01' }),
    mutation(c.next(), 'feedingLog.create.v1', feedingArgs(reptileId, shiftDate(today, -14))),
    mutation(c.next(), 'feedingLog.create.v1', feedingArgs(reptileId, shiftDate(today, -7))),
    mutation(c.next(), 'growthLog.create.v1', growthArgs(reptileId, shiftDate(today, -30), { weightGrams: 950 })),
    mutation(c.next(), 'growthLog.create.v1', growthArgs(reptileId, shiftDate(today, -2), { weightGrams: 1010.5 })),
    mutation(c.next(), 'sheddingLog.create.v1', sheddingArgs(reptileId, shiftDate(today, -5))),
    mutation(c.next(), 'feeder.create.v1', { id: randomUUID(), name: 'Frozen mice', type: 'frozen', weightPerItemGrams: 20, quantity: 5 }),
    mutation(c.next(), 'reminder.create.v1', { id: randomUUID(), reptileId, taskType: 'feeding', frequency: { kind: 'weeks', every: 1 }, dueDate: today }),
    // A rack of 2 × 2 tubs with Nagini in A1-2, its readings (one too hot), a UVB tube and a cleaning (issue 28).
    mutation(c.next(), 'rack.create.v1', { id: rackId, name: 'A', shelves: 2, perShelf: 2, tubIds }),
    mutation(c.next(), 'placement.create.v1', { id: randomUUID(), reptileId, enclosureId: tubIds[1], date: shiftDate(today, -20), at: now - 20 * DAY }),
    mutation(c.next(), 'reading.create.v1', { id: randomUUID(), enclosureId: tubIds[1], reading: { at: now - DAY, hotC: 32, coolC: 26, humidityPct: 60 } }),
    mutation(c.next(), 'reading.create.v1', { id: randomUUID(), enclosureId: tubIds[1], reading: { at: now - 60_000, hotC: 37.5, coolC: 26, humidityPct: 58 } }),
    mutation(c.next(), 'equipment.create.v1', { id: randomUUID(), enclosureId: tubIds[1], kind: 'uvbTube', name: 'T5 12%', installedOn: shiftDate(today, -360), replaceEveryMonths: 12 }),
    mutation(c.next(), 'upkeep.create.v1', { id: randomUUID(), enclosureId: tubIds[1], kind: 'spotClean', date: shiftDate(today, -1) }),
  ]);
  const refused = res.results.filter((r) => r.status !== 'applied');
  if (refused.length > 0) throw new Error(`seeding refused: ${JSON.stringify(refused)}`);

  const event = await submitted(app, admin, timedEvent(now + 10 * DAY, { title: 'Reptile expo Sofia' }));
  const other = await createConfirmedUser(app.store, { email: `other-${email}`, password, role: 'user' }, now);
  if (other) await submitted(app, await asUser(app, other.id, `other-${email}`, 'user'), timedEvent(now + 20 * DAY, { title: 'Swap meet Plovdiv' }));

  const post = async (url: string, payload: object): Promise<string> => {
    const r = await app.inject({ method: 'POST', url, headers: admin.headers, payload });
    if (r.statusCode !== 201) throw new Error(`${url} answered ${r.statusCode}: ${r.body}`);
    return r.json<{ id: string }>().id;
  };
  const bugReportId = await post('/api/bug-reports', { description: 'The chart is blank\nafter a reload', steps: '1. Open Nagini', browser: 'Chromium', os: 'Linux', deviceType: 'desktop' });
  const featureRequestId = await post('/api/feature-requests', { description: 'A humidity log' });
  return { userId: row.id, reptileId, eventId: event.id, bugReportId, featureRequestId, rackId, enclosureId: tubIds[1]! };
}

export interface Screen {
  path: string;
  /** The selected tab's value, for a tab opened from the address (its panel must be showing). */
  tab?: string;
}

/**
 * Opens `screen` inside the running app (React Router follows a pushed history entry as it follows
 * the back button), so a combination pays for one page load and one sign-in, not one per screen;
 * then waits until the new screen stands: its own level-one heading, nothing loading.
 */
export async function openInApp(page: Page, screen: Screen): Promise<void> {
  await page.evaluate((path) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-a11y-seen', ''));
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, screen.path);
  await untilStanding(page, screen);
}

/** A level-one heading (a fresh one, or the asked tab selected), and no loader left. */
export async function untilStanding(page: Page, screen: Screen): Promise<void> {
  // The screen's path in the failure, so a screen that never settles is named.
  await page.waitForFunction(({ tab }) => {
    const standing = tab
      ? document.querySelector('[role="tab"][aria-selected="true"]')?.id.endsWith(`-tab-${tab}`) === true && document.querySelector('h1') !== null
      : document.querySelector('h1:not([data-a11y-seen])') !== null;
    // A toast or dialog still fading in is checked at its partial opacity: wait for finite
    // animations and transitions to end (a skeleton's endless shimmer is excluded above).
    const moving = document.getAnimations().some((an) => an.playState === 'running' && an.effect?.getComputedTiming().iterations !== Infinity);
    return standing && !moving && document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root') === null;
  }, { tab: screen.tab ?? null }, { timeout: 30_000 }).catch(async (e: unknown) => {
    const state = await page.evaluate(() => ({
      url: location.pathname + location.search,
      h1: [...document.querySelectorAll('h1')].map((h) => `${h.textContent ?? ''}${h.hasAttribute('data-a11y-seen') ? ' (seen)' : ''}`),
      loaders: document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root').length,
      moving: document.getAnimations().filter((an) => an.playState === 'running').map((an) => (an as CSSAnimation).animationName ?? (an as CSSTransition).transitionProperty ?? 'script'),
    })).catch(() => null);
    throw new Error(`${screen.path} did not settle: ${JSON.stringify(state)} ${String(e)}`);
  });
}
