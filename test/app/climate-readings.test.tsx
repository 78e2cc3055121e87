/**
 * An enclosure's climate on a real local database: a reading by hand, a value no thermometer shows
 * refused in words with nothing saved, the newest reading flagged against the resident species'
 * ranges, a week of a logger's readings (one a minute, more than one mutation holds) imported in
 * one step as several mutations in one transaction, each pushed within the server's size limit,
 * and the same file imported again adding nothing; lines with problems skipped one by one or all
 * together; and the section in Bulgarian.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { EnclosureClimate, useClimateFlags } from '../../app/features/climate';
import { importPlan } from '../../app/features/climate/import-plan';
import { importReadingsInChunks } from '../../app/features/climate/import-readings';
import { pushOutbox } from '../../app/lib/sync/push';
import type { SyncTransport } from '../../app/lib/sync/transport';
import { MAX_IMPORT_READINGS } from '../../shared/schemas/climate';
import { MAX_PUSH_BYTES } from '../../shared/sync/constants';
import type { PushRequest } from '../../shared/sync/protocol';
import type { ParsedReading } from '../../shared/enclosures/reading-csv';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import type { LocalEnclosure } from '../../app/features/enclosures';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const synced = { version: 5, updatedAt: 1, deleted: false } as const;

/** An enclosure as a pull stores it, with a ball python (Monty) living in it. */
const enclosureRow = (db: UserDb, name: string): LocalEnclosure => ({
  id: uuidv7(), userId: db.userId, name, type: 'vivarium', widthCm: 120, depthCm: 60, heightCm: 60, room: null, notes: null,
  rackId: null, shelf: null, position: null, targets: null, upkeepDays: null, ...synced,
});

async function enclosureWithPython(db: UserDb): Promise<LocalEnclosure & { montyId: string }> {
  const enclosure = enclosureRow(db, 'Vivarium 1');
  await db.enclosures.put(enclosure);
  const monty = syncedReptile(db, { name: 'Monty', species: 'Python regius' });
  await db.reptiles.put(monty);
  await db.placements.put({ id: uuidv7(), userId: db.userId, reptileId: monty.id, enclosureId: enclosure.id, date: todayIn(), at: Date.now(), authorId: null, ...synced });
  return { ...enclosure, montyId: monty.id };
}

const reading = (db: UserDb, enclosureId: string, values: { at: number; hotC?: number; humidityPct?: number }) => ({
  id: uuidv7(), userId: db.userId, enclosureId, hotC: null, coolC: null, baskingC: null, ambientC: null, humidityPct: null, imported: false, authorId: null, ...synced, ...values,
});

function FlagsProbe({ ids }: { ids: string[] }) {
  const flags = useClimateFlags(ids);
  if (!flags) return null;
  return <ul aria-label="probe">{[...flags].map(([id, f]) => <li key={id}>{f.flags.map((x) => x.kind).join(',') || 'fine'}</li>)}</ul>;
}

/**
 * A logger's week: a reading every minute (10,080 readings), SensorPush style with °F, and the
 * moment of line 101 written again at the end (a logger that wrote a reading twice).
 */
function weekOfReadings(count = 10_080): File {
  const start = new Date(2026, 2, 1, 0, 0).getTime();
  const pad = (n: number) => String(n).padStart(2, '0');
  const lines = ['"SensorId","Observed","Temperature (°F)","Relative Humidity (%)"'];
  const line = (i: number) => {
    const d = new Date(start + i * 60_000);
    const when = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
    return `"A1","${when}","${(86 + (i % 12) / 10).toFixed(1)}","${60 + (i % 5)}"`;
  };
  for (let i = 0; i < count; i += 1) lines.push(line(i));
  lines.push(line(99));
  return new File([lines.join('\r\n')], 'sensorpush-week.csv', { type: 'text/csv' });
}

describe('readings by hand', () => {
  it('adds a reading with the time of now', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add reading' }));
    await userEvent.type(screen.getByLabelText('Hot side (°C)'), '31,5');
    await userEvent.type(screen.getByLabelText('Humidity (%)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save reading' }));

    await waitFor(async () => expect(await db.readings.count()).toBe(1));
    const [row] = await db.readings.toArray();
    expect(row).toMatchObject({ enclosureId: enclosure.id, hotC: 31.5, humidityPct: 60, coolC: null, imported: false });
    expect(Math.abs((row?.at ?? 0) - Date.now())).toBeLessThan(2 * 60_000);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['reading.create.v1']);
    expect(await screen.findByText('Every value is within its target.')).toBeInTheDocument();
  });

  it('refuses a value no thermometer shows, in words, and saves nothing', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add reading' }));
    await userEvent.type(screen.getByLabelText('Hot side (°C)'), '95');
    await userEvent.type(screen.getByLabelText('Humidity (%)'), 'wet');
    await userEvent.click(screen.getByRole('button', { name: 'Save reading' }));

    expect(await screen.findByText('A thermometer cannot show that: a temperature must be between −20 and 80 °C.')).toBeInTheDocument();
    expect(screen.getByText('Enter the humidity as a number of %, e.g. 60.')).toBeInTheDocument();
    expect(await db.readings.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says a too-hot reading in colour and in words against the species range', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    await db.readings.put({ id: uuidv7(), userId: db.userId, enclosureId: enclosure.id, at: Date.now() - 60_000, hotC: 36.5, coolC: 25, baskingC: null, ambientC: null, humidityPct: 60, imported: false, authorId: null, ...synced });
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);

    const flags = await screen.findByRole('list', { name: 'Values outside the targets' });
    expect(within(flags).getByText('Hot side 36.5 °C — above 33 °C')).toBeInTheDocument();
    expect(within(flags).getByText('Too hot')).toBeInTheDocument();
    expect(within(flags).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/Targets for ball python/)).toBeInTheDocument();
  });

  it('holds the enclosure to the keeper\'s own range once set, saved with the enclosure (synced), and back to the species\'', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    await db.readings.put({ id: uuidv7(), userId: db.userId, enclosureId: enclosure.id, at: Date.now() - 60_000, hotC: 36.5, coolC: 25, baskingC: null, ambientC: null, humidityPct: 60, imported: false, authorId: null, ...synced });
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);
    await screen.findByRole('list', { name: 'Values outside the targets' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit targets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit targets' });
    const highest = within(dialog).getByLabelText('Hot side: highest');
    expect(highest).toHaveValue('33');
    await userEvent.clear(highest);
    await userEvent.type(highest, '37');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Values outside the targets' })).not.toBeInTheDocument());
    expect((await db.enclosures.get(enclosure.id))?.targets).toEqual({ hotC: { min: 30, max: 37 } });
    expect((await db.outbox.toArray()).map((m) => [m.name, m.args])).toEqual([['enclosure.update.v1', { id: enclosure.id, patch: { targets: { hotC: { min: 30, max: 37 } } } }]]);
    expect(screen.getByText(/with your own changes/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit targets' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Edit targets' })).getByRole('button', { name: "Use the species' ranges" }));
    expect(await screen.findByRole('list', { name: 'Values outside the targets' })).toBeInTheDocument();
    expect((await db.enclosures.get(enclosure.id))?.targets).toBeNull();
  });
});

/** Waits for a text on the page, looking every half second. */
async function textAppears(text: string, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  while (!document.body.textContent?.includes(text)) {
    if (Date.now() > until) throw new Error(`"${text}" did not appear`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('a logger file', () => {
  it('imports a week of readings every minute in one step as several mutations, and the same file again adds nothing', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);
    const N = 10_080;
    const file = weekOfReadings(N);

    await userEvent.click(await screen.findByRole('button', { name: 'Import from a logger (CSV)' }));
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), file);
    expect(await screen.findByText(`sensorpush-week.csv: ${N + 1} lines`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Column “Observed”' })).toHaveValue('Date and time');
    expect(screen.getByRole('combobox', { name: 'Unit of “Temperature (°F)”' })).toHaveValue('°F');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const summary = await screen.findByRole('list', { name: 'What the import will do' }, { timeout: 40_000 });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual([`${N.toLocaleString('en')} readings will be imported`, '1 line repeats a moment of the file and will be skipped']);
    await userEvent.click(screen.getByRole('button', { name: `Import ${N.toLocaleString('en')} readings` }));

    // About a second through fake-indexeddb in one transaction. Polled cheaply: findByText's scans
    // of the big preview between the transaction's many small steps slowed it to minutes.
    await textAppears(`Imported ${N.toLocaleString('en')} readings.`, 60_000);
    expect(await db.readings.count()).toBe(N);
    const outbox = await db.outbox.toArray();
    const chunks = Math.ceil(N / MAX_IMPORT_READINGS);
    expect(outbox.map((e) => [e.name, (e.args as { readings: unknown[] }).readings.length]))
      .toEqual(Array.from({ length: chunks }, (_, k) => ['reading.import.v1', k < chunks - 1 ? MAX_IMPORT_READINGS : N - (chunks - 1) * MAX_IMPORT_READINGS]));
    expect(outbox.map((e) => e.mutationId)).toEqual(outbox.map((_, k) => outbox[0]!.mutationId + k));
    const first = await db.readings.where('[enclosureId+at]').between([enclosure.id, 0], [enclosure.id, Infinity]).first();
    expect(first).toMatchObject({ at: new Date(2026, 2, 1).getTime(), ambientC: 30, humidityPct: 60, imported: true });

    // The push sends them all, each request under the server's body limit.
    const pushed: PushRequest[] = [];
    const transport: SyncTransport = {
      push: (req) => {
        pushed.push(req);
        return Promise.resolve({ lastMutationId: req.mutations.at(-1)!.id, results: req.mutations.map((m) => ({ id: m.id, status: 'applied' as const })) });
      },
      pull: () => Promise.reject(new Error('not in this test')),
    };
    expect(await pushOutbox(db, transport)).toEqual({ sent: chunks });
    expect(pushed.flatMap((r) => r.mutations.map((m) => m.id))).toEqual(outbox.map((e) => e.mutationId));
    for (const req of pushed) expect(new TextEncoder().encode(JSON.stringify(req)).length).toBeLessThan(MAX_PUSH_BYTES);

    // The same readings again (a second import of the file): the device skips every moment it
    // holds, so nothing is added; the server does the same with each mutation. (The preview of a
    // second import reads the 10,080 moments back through a live query, which fake-indexeddb
    // answers too slowly for a test; the plan's count of moments already here is unit-tested.)
    const again = (await db.readings.toArray()).map(({ at, ambientC, humidityPct }) => ({ at, ambientC, humidityPct }));
    await importReadingsInChunks(enclosure.id, again);
    expect(await db.readings.count()).toBe(N);
    expect(await db.outbox.count()).toBe(2 * chunks);
  }, 180_000);

  it('shows which lines are wrong and why, and imports nothing until they are skipped', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);
    const text = 'Timestamp;Temperature (°C);Humidity (%)\n2026-03-12 14:05;30,1;60\nyesterday;30,2;60\n2026-03-12 14:15;95;60\n';
    await userEvent.click(await screen.findByRole('button', { name: 'Import from a logger (CSV)' }));
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), new File([text], 'mixed.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Lines of the file' });
    expect(within(table).getByText('Unknown date format: “yesterday”')).toBeInTheDocument();
    expect(within(table).getByText('A thermometer cannot show that: a temperature must be between −20 and 80 °C.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Import 1 reading' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Nothing is imported while 2 lines still have problems: skip them, or fix them.');
    await userEvent.click(screen.getByRole('button', { name: 'Skip the 2 lines with problems' }));
    expect(screen.getByText('2 lines skipped by you')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Imported 1 reading.')).toBeInTheDocument();
    expect(await db.readings.count()).toBe(1);
  });

  it('skips a line with a problem on its own, keeps the import shut for the other, and takes a skip back', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);
    const text = 'Timestamp;Temperature (°C);Humidity (%)\n2026-03-12 14:05;30,1;60\nyesterday;30,2;60\n2026-03-12 14:15;95;60\n2026-03-12 14:20;30,4;61\n';
    await userEvent.click(await screen.findByRole('button', { name: 'Import from a logger (CSV)' }));
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), new File([text], 'mixed.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Lines of the file' });
    const submit = screen.getByRole('button', { name: 'Import 2 readings' });
    await userEvent.click(within(table).getByRole('button', { name: 'Skip line 3' }));
    // Line 4 still has its problem: the import stays shut and says why.
    expect(submit).toBeDisabled();
    expect(screen.getByText('Nothing is imported while 1 line still has a problem: skip it, or fix it.')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^3 / })).toHaveTextContent('Skipped');
    // Taken back, and skipped again.
    await userEvent.click(within(table).getByRole('button', { name: 'Import line 3 after all' }));
    expect(screen.getByText('Nothing is imported while 2 lines still have problems: skip them, or fix them.')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Skip line 3' }));
    // The value no thermometer shows is a misread the keeper drops too.
    await userEvent.click(within(table).getByRole('button', { name: 'Skip line 4' }));
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/Nothing is imported while/)).not.toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('Imported 2 readings.')).toBeInTheDocument();
    expect((await db.readings.toArray()).map((r) => r.hotC ?? r.ambientC).sort()).toEqual([30.1, 30.4]);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the chart and the rack view', () => {
  it('marks the residents feedings and sheds on the readings of the period', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    await db.readings.bulkPut([reading(db, enclosure.id, { at: Date.now() - 3 * 86_400_000, hotC: 31 }), reading(db, enclosure.id, { at: Date.now() - 86_400_000, hotC: 32, humidityPct: 60 })]);
    const fedOn = addDays(todayIn(), -2);
    await db.feedingLogs.put({ id: uuidv7(), userId: db.userId, reptileId: enclosure.montyId, date: fedOn, outcome: 'ate', notes: null, ...synced,
      source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] } });
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />);
    const events = await screen.findByRole('list', { name: 'Feedings and sheds' });
    expect(within(events).getByText(/Monty ate$/)).toBeInTheDocument();
    expect(screen.getByText('Hot side 31 °C to 32 °C · Humidity 60 % to 60 %')).toBeInTheDocument();
  });

  it('gives each enclosure the flags of its newest reading, and none without a known range', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    const bare = enclosureRow(db, 'Empty tub');
    await db.enclosures.put(bare);
    await db.readings.bulkPut([
      reading(db, enclosure.id, { at: Date.now() - 7_200_000, hotC: 31 }),
      reading(db, enclosure.id, { at: Date.now() - 3_600_000, hotC: 36, humidityPct: 40 }),
      reading(db, bare.id, { at: Date.now() - 3_600_000, hotC: 60 }),
    ]);
    renderWithProviders(<FlagsProbe ids={[enclosure.id, bare.id]} />);
    const probe = await screen.findByRole('list', { name: 'probe' });
    await waitFor(() => expect(within(probe).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['tooHot,tooDry']));
  });
});

describe('the import plan', () => {
  const line = (k: number, at: number | null, problems: ParsedReading['problems'] = []): ParsedReading => ({ line: k + 2, at, values: { ambientC: 30 }, problems });
  it('keeps the newest of a file past the limit by default, or the oldest when asked, and counts what it skips', () => {
    const rows = [...Array.from({ length: 4100 }, (_, k) => line(k, 1_000_000 + k * 60_000)), line(4100, 1_000_000), line(4101, null, [{ column: 0, key: 'import.problems.dateUnknown' }])];
    const here = new Set([1_000_000 + 60_000]);
    const newest = importPlan(rows, here, { max: 4000 });
    expect(newest).toMatchObject({ wanted: 4099, leftOver: 99, alreadyHere: 1, repeated: 1, withProblems: 1, skipped: 0 });
    expect(newest.readings).toHaveLength(4000);
    expect(newest.readings.at(-1)?.at).toBe(1_000_000 + 4099 * 60_000);
    expect(importPlan(rows, here, { pick: 'oldest', max: 4000 }).readings[0]?.at).toBe(1_000_000);
    // Without a limit of its own, a week of a reading every minute is well within one import.
    expect(importPlan(rows, here)).toMatchObject({ leftOver: 0, readings: expect.any(Array) });
  });
});

describe('in Bulgarian', () => {
  it('renders the section and its words', async () => {
    const db = signInKeeper();
    const enclosure = await enclosureWithPython(db);
    await db.readings.put({ id: uuidv7(), userId: db.userId, enclosureId: enclosure.id, at: Date.now() - 60_000, hotC: 36.5, coolC: null, baskingC: null, ambientC: null, humidityPct: 40, imported: false, authorId: null, ...synced });
    renderWithProviders(<EnclosureClimate enclosure={enclosure} />, { lng: 'bg' });
    expect(await screen.findByRole('heading', { name: 'Климат' })).toBeInTheDocument();
    expect(await screen.findByText('Топла страна 36,5 °C — над 33 °C')).toBeInTheDocument();
    expect(screen.getByText('Влажност 40 % — под 55 %, твърде сухо')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добави измерване' })).toBeInTheDocument();
    expect(screen.getByText(/Цели за кралски питон/)).toBeInTheDocument();
  });
});
