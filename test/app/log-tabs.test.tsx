/**
 * The shell every log tab shares, on a real local database with a bare form: a new entry goes
 * through the outbox and lands in the list newest first, the add form starts over, edits carry
 * what the form hands over, deletes wait for a confirmation, and thousands of entries show 50 at
 * a time.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { LogEntriesTab, type LogFormProps } from '../../app/features/log-tabs/log-entries-tab';
import { useLogWrites } from '../../app/features/logs';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

function BareForm({ reptileId, entry, onSaved }: LogFormProps<'eventLogs'>) {
  const [text, setText] = useState(entry?.description ?? '');
  const { add, update } = useLogWrites('eventLogs', reptileId);
  return (
    <form onSubmit={(e) => {
      e.preventDefault();
      void (entry ? update(entry.id, { description: text }) : add({ date: '2026-03-01', eventType: 'cleaning', description: text })).then(() => onSaved?.());
    }}>
      <label>Text <input value={text} onChange={(e) => setText(e.currentTarget.value)} /></label>
      <button type="submit">{entry ? 'Save changes' : 'Add entry'}</button>
    </form>
  );
}

const labels = { addTitle: 'Add', editTitle: 'Edit it', listTitle: 'Things', empty: 'Nothing yet', deleteTitle: 'Delete it?' };

async function openShell(db: UserDb) {
  const reptile = syncedReptile(db);
  await db.reptiles.put(reptile);
  renderWithProviders(
    <LogEntriesTab table="eventLogs" reptileId={reptile.id} labels={labels}
      form={<BareForm reptileId={reptile.id} />}
      renderEntry={(entry) => <span>{entry.description}</span>} />,
  );
  await screen.findByText('Nothing yet');
  return reptile;
}

const row = (db: UserDb, reptileId: string, date: string, description: string): LocalLog<'eventLogs'> =>
  ({ id: uuidv7(), userId: db.userId, reptileId, date, eventType: 'other', description, version: 2, updatedAt: 1, deleted: false });

describe('the log tab shell', () => {
  it('adds through the outbox, lists newest first, and clears the add form', async () => {
    const db = signInKeeper();
    const reptile = await openShell(db);
    await db.eventLogs.put(row(db, reptile.id, '2026-01-02', 'older'));
    await userEvent.type(screen.getByLabelText('Text'), 'scrubbed');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const list = await screen.findByRole('list', { name: 'Things' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Mar 1, 2026');
    expect(newest).toHaveTextContent('scrubbed');
    expect(oldest).toHaveTextContent('Jan 2, 2026');
    expect(screen.getByLabelText('Text')).toHaveValue('');
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('eventLog.create.v1');
    expect(entry?.args).toMatchObject({ reptileId: reptile.id, date: '2026-03-01', eventType: 'cleaning', description: 'scrubbed' });
  });

  it('edits in a dialog named by the entry, and deletes only after a confirmation', async () => {
    const db = signInKeeper();
    const reptile = await openShell(db);
    const existing = row(db, reptile.id, '2026-01-02', 'before');
    await db.eventLogs.put(existing);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the entry of Jan 2, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit it' });
    const text = within(dialog).getByLabelText('Text');
    await userEvent.clear(text);
    await userEvent.type(text, 'after');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit it' })).not.toBeInTheDocument());
    expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([['eventLog.update.v1', { id: existing.id, patch: { description: 'after' } }]]);
    expect(await screen.findByText('after')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the entry of Jan 2, 2026' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete it?' });
    expect(confirm).toHaveTextContent('The entry of Jan 2, 2026 will be deleted on all your devices.');
    await userEvent.click(within(confirm).getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement);
    expect(await db.eventLogs.count()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the entry of Jan 2, 2026' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete it?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['eventLog.update.v1', 'eventLog.delete.v1']);
  });

  it('shows 50 entries at a time, newest first, with "show more"', async () => {
    const db = signInKeeper();
    const reptile = await openShell(db);
    const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    await db.eventLogs.bulkPut(Array.from({ length: 120 }, (_, i) => row(db, reptile.id, day(i), `entry ${i}`)));
    const list = await screen.findByRole('list', { name: 'Things' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('entry 119');
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('entry 0');
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });
});

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

describe('the tabs of a reptile page', () => {
  it('lists every log in the order of the spec, and keeps the open one in the address', async () => {
    const db = signInKeeper();
    const reptile = syncedReptile(db);
    await db.reptiles.put(reptile);
    renderWithProviders(
      <Routes><Route path="/reptiles/:id" element={<><ReptileDetailsPage /><Search /></>} /></Routes>,
      { route: `/reptiles/${reptile.id}?tab=health` },
    );
    expect(await screen.findByRole('tab', { name: 'Health', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log a health issue' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Feeding', 'Growth', 'Shedding', 'Health', 'Breeding', 'Events']);

    await userEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByRole('heading', { name: 'Log an event' })).toBeInTheDocument();
    expect(screen.getByLabelText('search')).toHaveTextContent('?tab=events');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByLabelText('search')).toBeEmptyDOMElement();
  });

  it('opens the overview for an unknown tab name', async () => {
    const db = signInKeeper();
    const reptile = syncedReptile(db);
    await db.reptiles.put(reptile);
    renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}?tab=nonsense` });
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });
});
