/**
 * The health tab on a real local database: date and issue are required (the schema's messages,
 * next to the fields, in English and Bulgarian); an issue is ongoing until "Mark resolved" sets
 * it resolved today; a resolved date before the issue is refused; edits carry only what changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { todayIn } from '../../shared/rules/calendar-date';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { enterDate, shownDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

async function openHealthTab(db: UserDb, lng: 'en' | 'bg' = 'en') {
  const reptile = syncedReptile(db);
  await db.reptiles.put(reptile);
  renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}?tab=health`, lng });
  return reptile;
}

const issue = (db: UserDb, reptileId: string, over: Partial<LocalLog<'healthLogs'>> = {}): LocalLog<'healthLogs'> => ({
  id: uuidv7(), userId: db.userId, reptileId, date: '2026-02-01', issue: 'Mouth rot', severity: 'moderate', treatment: 'Chlorhexidine rinse',
  notes: null, status: 'ongoing', resolvedDate: null, version: 4, updatedAt: 1, deleted: false, ...over,
});

describe('the health tab', () => {
  it('asks for the date and the issue next to their fields', async () => {
    const db = signInKeeper();
    await openHealthTab(db);
    await userEvent.clear(await screen.findByLabelText(/^Date/));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Issue is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Issue/)).toHaveAccessibleDescription('Issue is required.');
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('Date is required.');
    expect(await db.outbox.count()).toBe(0);
  });

  it('validates in Bulgarian too', async () => {
    const db = signInKeeper();
    await openHealthTab(db, 'bg');
    await userEvent.click(await screen.findByRole('button', { name: 'Добави запис' }));
    expect(await screen.findByText('Полето „Проблем“ е задължително.')).toBeInTheDocument();
  });

  it('logs an ongoing issue with its severity, and marks it resolved today in one tap', async () => {
    const db = signInKeeper();
    const reptile = await openHealthTab(db);
    const date = await screen.findByLabelText(/^Date/);
    await enterDate(date, '2026-02-01');
    await userEvent.type(screen.getByLabelText(/^Issue/), 'Retained shed on tail');
    await userEvent.selectOptions(screen.getByLabelText('Severity'), 'mild');
    await userEvent.type(screen.getByLabelText('Treatment'), 'Humid hide');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));

    const list = await screen.findByRole('list', { name: 'Health entries' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Retained shed on tail');
    expect(item).toHaveTextContent('Ongoing');
    expect(item).toHaveTextContent('Mild');
    expect(item).toHaveTextContent('Treatment: Humid hide');
    const [created] = await db.outbox.toArray();
    expect(created?.args).toMatchObject({ reptileId: reptile.id, date: '2026-02-01', issue: 'Retained shed on tail', severity: 'mild', treatment: 'Humid hide', notes: null, status: 'ongoing', resolvedDate: null });

    await userEvent.click(within(item).getByRole('button', { name: 'Mark Retained shed on tail (Feb 1, 2026) resolved today' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const resolved = (await db.outbox.toArray())[1];
    expect(resolved?.name).toBe('healthLog.update.v1');
    expect((resolved?.args as { patch: unknown }).patch).toEqual({ status: 'resolved', resolvedDate: todayIn() });
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Resolved'));
    expect(within(list).queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument();
  });

  it('refuses a resolved date before the issue, and an edit sends only the changed fields', async () => {
    const db = signInKeeper();
    const reptile = await openHealthTab(db);
    const existing = issue(db, reptile.id);
    await db.healthLogs.put(existing);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the entry of Mouth rot (Feb 1, 2026)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit health entry' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Resolved' }));
    const resolvedOn = within(dialog).getByLabelText('Resolved on');
    expect(resolvedOn).toHaveValue(shownDate(todayIn()));
    // The field takes no day before the issue's (the schema would refuse it too).
    await enterDate(resolvedOn, '2026-01-20');
    await userEvent.tab();
    expect(resolvedOn).toHaveAccessibleDescription('Date not changed: it cannot be before Feb 1, 2026.');
    expect(await db.outbox.count()).toBe(0);

    await enterDate(resolvedOn, '2026-02-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [edit] = await db.outbox.toArray();
    expect(edit?.args).toEqual({ id: existing.id, patch: { status: 'resolved', resolvedDate: '2026-02-10' } });
    expect(await screen.findByText('Resolved on Feb 10, 2026')).toBeInTheDocument();
  });
});
