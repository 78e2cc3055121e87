/**
 * The enclosures' reminders (issue 28) over a real local database: a cleaning due today or
 * overdue by the enclosure's own intervals, and a heat or light source to replace, are announced
 * by the notifier once each (not every day they stay due), again when they come round next time,
 * tried again when the browser refused the notice; in Bulgarian too. The dashboard's cleaning
 * reminder lists the same enclosures.
 */
import { screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { enclosureCareDue } from '../../shared/enclosures/care-due';
import { addDays, addMonths } from '../../shared/rules/calendar-date';
import { UpkeepDueNotice, type LocalEquipment, type LocalUpkeep } from '../../app/features/climate';
import type { LocalEnclosure } from '../../app/features/enclosures';
import { announceEnclosureCare } from '../../app/lib/due-notices/enclosure-care';
import type { Notice } from '../../app/lib/due-notices/notice-text';
import { forgetUser } from '../../app/lib/due-notices/notices-store';
import { formatDate } from '../../app/lib/format';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';

afterEach(() => endSession('user'));

const DAY = '2026-03-10';
const noon = (day: string) => new Date(`${day}T12:00:00`).getTime();

function enclosure(userId: string, name: string, over: Partial<LocalEnclosure> = {}): LocalEnclosure {
  return {
    id: uuidv7(), userId, name, type: 'tub', widthCm: null, depthCm: null, heightCm: null, room: null, notes: null,
    rackId: null, shelf: null, position: null, targets: null, upkeepDays: null, version: 3, updatedAt: 1, deleted: false, ...over,
  };
}
const upkeep = (e: LocalEnclosure, kind: LocalUpkeep['kind'], date: string): LocalUpkeep =>
  ({ id: uuidv7(), userId: e.userId, enclosureId: e.id, kind, date, notes: null, authorId: null, version: 5, updatedAt: 1, deleted: false });
const equipment = (e: LocalEnclosure, installedOn: string, over: Partial<LocalEquipment> = {}): LocalEquipment => ({
  id: uuidv7(), userId: e.userId, enclosureId: e.id, kind: 'uvbTube', name: 'T5 12%', installedOn, replaceEveryMonths: 12,
  setPointC: null, notes: null, version: 4, updatedAt: 1, deleted: false, ...over,
});

function env(now: number, language = 'en', fail = false) {
  const shown: Notice[] = [];
  return { shown, e: { now, language, canNotify: true, show: async (n: Notice) => { if (fail) throw new Error('refused'); shown.push(n); } } };
}

/** A vivarium cleaned fully 32 days ago (every 30 by default) and a tub with a UVB tube 12 months old in 10 days. */
async function keeper() {
  const db = signInKeeper();
  await forgetUser(db.userId);
  const viv = enclosure(db.userId, 'Viv 2', { upkeepDays: { spotClean: null, waterChange: null } });
  const tub = enclosure(db.userId, 'A1-1', { upkeepDays: { spotClean: null, waterChange: null, fullClean: null } });
  await db.enclosures.bulkPut([viv, tub]);
  await db.upkeep.bulkPut([upkeep(viv, 'fullClean', addDays(DAY, -32)), upkeep(tub, 'fullClean', addDays(DAY, -200))]);
  await db.equipment.put(equipment(tub, addDays(addMonths(DAY, -12), 10)));
  return { db, viv, tub };
}

describe('what an enclosure asks for today', () => {
  it('is a cleaning due or overdue by its own intervals and equipment within two weeks; removed rows and enclosures say nothing', () => {
    const e = enclosure('u', 'Viv', { upkeepDays: { fullClean: 7, spotClean: null, waterChange: null } });
    const gone = enclosure('u', 'Gone', { deleted: true });
    const due = enclosureCareDue([e, gone], [upkeep(e, 'fullClean', addDays(DAY, -7)), upkeep(gone, 'fullClean', '2020-01-01'), { ...upkeep(e, 'fullClean', DAY), deleted: true }],
      [equipment(e, addMonths(DAY, -12)), equipment(e, DAY), { ...equipment(e, '2020-01-01'), deleted: true }], DAY);
    expect(due.map((d) => [d.name, d.cleaning.map((c) => [c.kind, c.status]), d.equipment.map((x) => x.state.state)])).toEqual([
      ['Viv', [['fullClean', 'due']], ['dueSoon']],
    ]);
  });
});

describe('the enclosures notice', () => {
  it('announces each cleaning and replacement once, and the next round again', async () => {
    const { db, viv } = await keeper();
    const first = env(noon(DAY));
    expect(await announceEnclosureCare(db, first.e)).toBe(true);
    expect(first.shown).toHaveLength(1);
    expect(first.shown[0]?.title).toBe('2 enclosures need care');
    expect(first.shown[0]?.body).toBe([
      `A1-1: Replace T5 12% by ${formatDate(addDays(DAY, 10), 'en')}`,
      `Viv 2: Full clean overdue since ${formatDate(addDays(DAY, -2), 'en')}`,
    ].join('\n'));
    expect(first.shown[0]?.url).toBe('/racks');

    // The page and the worker both run, and the next day: nothing new, nothing shown.
    expect(await announceEnclosureCare(db, env(noon(DAY)).e)).toBe(false);
    expect(await announceEnclosureCare(db, env(noon(addDays(DAY, 1))).e)).toBe(false);

    // Cleaned: forgotten. Thirty days later it is due again, and announced again, alone.
    await db.upkeep.put(upkeep(viv, 'fullClean', addDays(DAY, 1)));
    expect(await announceEnclosureCare(db, env(noon(addDays(DAY, 2))).e)).toBe(false);
    const again = env(noon(addDays(DAY, 31)));
    expect(await announceEnclosureCare(db, again.e)).toBe(true);
    expect(again.shown.map((n) => [n.title, n.url])).toEqual([
      // The tube's day has come too: announced a second time, on its day.
      ['2 enclosures need care', '/racks'],
    ]);
    expect(again.shown[0]?.body).toMatch(/^A1-1: Replace T5 12%: due since .*\nViv 2: Full clean due today$/);
  });

  it('tries a refused notice again, says nothing without permission, and speaks Bulgarian', async () => {
    const { db, viv } = await keeper();
    expect(await announceEnclosureCare(db, { ...env(noon(DAY)).e, canNotify: false })).toBe(false);
    expect(await announceEnclosureCare(db, env(noon(DAY), 'en', true).e)).toBe(false);
    const bg = env(noon(DAY), 'bg');
    expect(await announceEnclosureCare(db, bg.e)).toBe(true);
    expect(bg.shown[0]?.title).toBe('2 терариума искат грижа');
    expect(bg.shown[0]?.body).toMatch(/^A1-1: Сменете T5 12% до .*\nViv 2: Основно почистване закъснява от /);
    // One enclosure: the notice opens it.
    await db.equipment.clear();
    await db.upkeep.put(upkeep(viv, 'fullClean', DAY));
    const one = env(noon(addDays(DAY, 30)));
    expect(await announceEnclosureCare(db, one.e)).toBe(true);
    expect(one.shown.map((n) => [n.title, n.body, n.url])).toEqual([['1 enclosure needs care', 'Viv 2: Full clean due today', `/enclosures/${viv.id}`]]);
  });
});

describe('the dashboard cleaning reminder', () => {
  it('lists the enclosures due or overdue with what is due, linked to each', async () => {
    const { viv } = await keeper();
    renderWithProviders(<UpkeepDueNotice today={DAY} />);
    const alert = await screen.findByRole('alert');
    // The tub's full clean does not recur (its own intervals): only the vivarium is named.
    expect(within(alert).getByText('1 enclosure to clean')).toBeInTheDocument();
    expect(within(alert).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Viv 2: Full clean: overdue by 2 days', `/enclosures/${viv.id}`]]);
  });
});
