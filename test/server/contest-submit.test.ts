/**
 * Entering the contest (POST /api/contest/submit): one image up to 5 MB, JPG, PNG or WEBP by its
 * bytes, re-encoded so no EXIF (GPS) survives; only in the submission phase, within the monthly
 * limit, never while barred. Entries stay private until approved: two keepers never see each
 * other's pending entries or their images.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnEntryView, SubmissionsResponse } from '../../shared/api/contest';
import { submitEntry } from '../../sync-server/src/contest/submit';
import { buildTestServer, type TestServer } from '../helpers/server';
import { tinyImage } from '../helpers/images';
import { createTestUser, type TestUser } from '../helpers/users';
import { decide, getJson, setClock, storedContestImage, submit, submitted, utc } from './contest-fixtures';

let s: TestServer;
let moderator: TestUser;
beforeAll(async () => {
  s = await buildTestServer();
  moderator = await createTestUser(s.app, { role: 'moderator' });
});
afterAll(() => s.close());
beforeEach(() => setClock(s.app, utc(2031, 3, 10, 12)));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const entriesOf = async (userId: string) =>
  s.app.store.all<{ id: string; imageFile: string }>('SELECT id, image_file AS "imageFile" FROM contest_entries WHERE user_id = ?', [userId]);

/** A JPEG as a phone writes it: EXIF with the camera and a GPS position. */
const jpegWithGps = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } })
  .jpeg()
  .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 19/1 0/1' } })
  .toBuffer();

/** EXIF's GPS IFD pointer tag (0x8825), in either byte order. */
const hasGpsTag = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('uploads', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s, stores it re-encoded as WEBP, pending, with its caption', async (format) => {
    const keeper = await createTestUser(s.app);
    const res = await submit(s.app, keeper, await tinyImage(format, 2400), '  Basking at noon  ');
    expect(res.statusCode).toBe(201);
    const { entry } = res.json<{ entry: OwnEntryView }>();
    expect(entry).toMatchObject({ month: '2031-03', caption: 'Basking at noon', status: 'pending', votes: null, mine: true });
    const img = await s.app.inject({ url: entry.imageUrl, headers: keeper.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
  });

  it('earns "Contest Debut" with the first entry, once', async () => {
    const keeper = await createTestUser(s.app);
    const debut = async () => s.app.store.all<{ id: string }>("SELECT id FROM user_achievements WHERE user_id = ? AND achievement_id = 'firstContestEntry'", [keeper.id]);
    expect(await debut()).toEqual([]);
    expect((await submit(s.app, keeper, await tinyImage('png'))).statusCode).toBe(201);
    expect(await debut()).toHaveLength(1);
    expect((await submit(s.app, keeper, await tinyImage('png'))).statusCode).toBe(201);
    expect(await debut()).toHaveLength(1);
    const coins = await s.app.store.all("SELECT key FROM coin_ledger WHERE user_id = ? AND key = 'achievement:firstContestEntry'", [keeper.id]);
    expect(coins).toHaveLength(1);
  });

  it('drops EXIF and GPS from a phone photo: the stored copy has no metadata', async () => {
    const keeper = await createTestUser(s.app);
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsTag(before.exif)).toBe(true);
    const res = await submit(s.app, keeper, original, undefined, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const [stored] = await entriesOf(keeper.id);
    const bytes = await storedContestImage(s.app, stored?.imageFile ?? '');
    expect(bytes).not.toBeNull();
    const after = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.width).toBe(800);
  });

  it('accepts an image of nearly 5 MB (the limit is the spec\'s, not the JSON body limit)', async () => {
    const keeper = await createTestUser(s.app);
    const side = 1300;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    expect((await submit(s.app, keeper, png)).statusCode).toBe(201);
  });

  const refused: [string, () => Promise<Buffer>, string, number, string][] = [
    ['a non-image (text)', async () => Buffer.from('just some text, not a picture'), 'text/plain', 415, 'invalid-file-type'],
    ['a GIF sent as image/png', async () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]), 'image/png', 415, 'invalid-file-type'],
    ['an SVG with a script', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'), 'image/svg+xml', 415, 'invalid-file-type'],
    ['a polyglot: a PNG signature followed by HTML and script', async () => Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]), 'image/png', 400, 'invalid-image'],
    ['a truncated JPEG', async () => { const j = await jpegWithGps(); return j.subarray(0, Math.floor(j.length * 0.6)); }, 'image/jpeg', 400, 'invalid-image'],
    ['a truncated PNG', async () => { const p = await tinyImage('png', 400); return p.subarray(0, p.length - 40); }, 'image/png', 400, 'invalid-image'],
    ['an image of 6 MB', async () => Buffer.concat([await tinyImage('png'), Buffer.alloc(6 * 1024 * 1024)]), 'image/png', 413, 'file-too-large'],
    ['an empty body', async () => Buffer.alloc(0), 'image/png', 400, 'invalid-image'],
  ];
  it.each(refused)('refuses %s and stores nothing', async (_name, make, type, status, code) => {
    const keeper = await createTestUser(s.app);
    const res = await submit(s.app, keeper, await make(), undefined, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: code });
    expect(await entriesOf(keeper.id)).toEqual([]);
  });

  it('keeps only the pixels of a real PNG with a script appended after its end', async () => {
    const keeper = await createTestUser(s.app);
    const polyglot = Buffer.concat([await tinyImage('png', 64), Buffer.from('<script>alert("owned")</script>')]);
    const res = await submit(s.app, keeper, polyglot);
    expect(res.statusCode).toBe(201);
    const img = await s.app.inject({ url: res.json<{ entry: OwnEntryView }>().entry.imageUrl, headers: keeper.headers });
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(img.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a caption over 200 characters and a stranger without a token', async () => {
    const keeper = await createTestUser(s.app);
    const long = await submit(s.app, keeper, await tinyImage('png'), 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'invalid-request', fields: { caption: 'errors.captionTooLong' } });
    const anonymous = await s.app.inject({ method: 'POST', url: '/api/contest/submit', headers: { 'content-type': 'image/png' }, payload: await tinyImage('png') });
    expect(anonymous.statusCode).toBe(401);
    expect(await entriesOf(keeper.id)).toEqual([]);
  });
});

describe('when and how often', () => {
  it('takes entries from the 1st 00:00 UTC through the 20th, not from the 21st', async () => {
    const keeper = await createTestUser(s.app);
    setClock(s.app, utc(2031, 3, 1, 0, 0, 0));
    expect((await submit(s.app, keeper, await tinyImage('png'))).statusCode).toBe(201);
    setClock(s.app, utc(2031, 3, 20, 23, 59, 59, 999));
    expect((await submit(s.app, keeper, await tinyImage('png'))).statusCode).toBe(201);
    setClock(s.app, utc(2031, 3, 21));
    const late = await submit(s.app, keeper, await tinyImage('png'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'contest-not-open' });
    expect(await entriesOf(keeper.id)).toHaveLength(2);
  });

  it('allows 3 pending or approved entries a month; a rejected one frees its place; a new month starts again', async () => {
    const keeper = await createTestUser(s.app);
    const ids = [await submitted(s.app, keeper), await submitted(s.app, keeper), await submitted(s.app, keeper)];
    const fourth = await submit(s.app, keeper, await tinyImage('png'));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ error: 'entry-limit', limit: 3 });
    expect((await decide(s.app, moderator, ids[0] ?? '', 'reject')).statusCode).toBe(200);
    expect((await submit(s.app, keeper, await tinyImage('png'))).statusCode).toBe(201);
    setClock(s.app, utc(2031, 4, 2));
    expect((await submit(s.app, keeper, await tinyImage('png'))).statusCode).toBe(201);
  });

  it('holds the limit when a keeper sends five at once', async () => {
    const keeper = await createTestUser(s.app);
    const png = await tinyImage('png');
    // Straight to the service: over HTTP one process takes in only UPLOADS_PER_ACCOUNT uploads of a
    // keeper at once (issue 24), but several processes on one database each take in their own.
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => submitEntry(s.app.store, s.app.files, keeper.id, png, null, () => s.app.contest.clock.now())));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    expect(answers.flatMap((a) => (a.status === 'rejected' ? [(a.reason as { code?: string }).code] : []))).toEqual(['entry-limit', 'entry-limit']);
    expect(await entriesOf(keeper.id)).toHaveLength(3);
    // The refused uploads left no file behind.
    const files = await Promise.all((await entriesOf(keeper.id)).map((e) => storedContestImage(s.app, e.imageFile)));
    expect(files.every((f) => f !== null)).toBe(true);
  });

  it('refuses a barred keeper', async () => {
    const keeper = await createTestUser(s.app);
    const until = utc(2031, 5, 1);
    await s.app.store.run('INSERT INTO contest_bans (user_id, until, reason, created_by, created_at) VALUES (?, ?, ?, ?, ?)', [keeper.id, until, 'test', moderator.id, utc(2031, 2, 1)]);
    const res = await submit(s.app, keeper, await tinyImage('png'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'contest-banned', until });
    setClock(s.app, utc(2031, 5, 2));
    expect((await submit(s.app, keeper, await tinyImage('png'))).statusCode).toBe(201);
  });
});

describe('privacy', () => {
  it('two keepers never see each other\'s pending entries, nor their images; a moderator sees them', async () => {
    const ann = await createTestUser(s.app);
    const bob = await createTestUser(s.app);
    const annEntry = await submitted(s.app, ann, 'Ann\'s gecko');
    const bobEntry = await submitted(s.app, bob, 'Bob\'s python');
    const annView = await getJson<SubmissionsResponse>(s.app, ann, '/api/contest/submissions?month=2031-03');
    expect(annView.body.mine.map((e) => e.id)).toEqual([annEntry]);
    expect(annView.body.entries.map((e) => e.id)).not.toContain(bobEntry);
    const bobView = await getJson<SubmissionsResponse>(s.app, bob, '/api/contest/submissions?month=2031-03');
    expect(bobView.body.mine.map((e) => e.id)).toEqual([bobEntry]);
    expect(bobView.body.entries.map((e) => e.id)).not.toContain(annEntry);
    const image = (user: TestUser, id: string) => s.app.inject({ url: `/api/contest/entries/${id}/image`, headers: user.headers });
    expect((await image(bob, annEntry)).statusCode).toBe(404);
    expect((await image(ann, bobEntry)).statusCode).toBe(404);
    expect((await image(ann, annEntry)).statusCode).toBe(200);
    expect((await image(moderator, annEntry)).statusCode).toBe(200);
    // Once approved, it is in everyone's gallery, anonymous, and its image is served to all.
    await decide(s.app, moderator, annEntry, 'approve');
    const after = await getJson<SubmissionsResponse>(s.app, bob, '/api/contest/submissions?month=2031-03');
    const shown = after.body.entries.find((e) => e.id === annEntry);
    expect(shown).toEqual({ id: annEntry, month: '2031-03', caption: 'Ann\'s gecko', createdAt: expect.any(Number), votes: null, mine: false, imageUrl: `/api/contest/entries/${annEntry}/image` });
    expect(JSON.stringify(after.body)).not.toContain(ann.id);
    expect((await image(bob, annEntry)).statusCode).toBe(200);
    // A rejected entry goes private again.
    await decide(s.app, moderator, bobEntry, 'reject');
    expect((await image(ann, bobEntry)).statusCode).toBe(404);
    expect((await image(bob, bobEntry)).statusCode).toBe(200);
  });
});
