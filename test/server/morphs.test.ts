/**
 * A reptile's morphs through push and pull, on SQLite and (server-pg) PostgreSQL: created with a
 * catalogue gene, a typed one and a possible het, replaced whole by an edit, cleared with null or
 * an empty list, untouched by an edit of another field; a reptile created without them reads null;
 * nonsense (a gene the catalogue lacks, a state its mode does not allow, a duplicate, a possible
 * het without its chance, more than 30 genes, a bare string) is refused invalid-args.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { keeperWithReptile, mutation, reptileArgs } from '../helpers/sync';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

type Keeper = Awaited<ReturnType<typeof keeperWithReptile>>;
const morphsOf = async (k: Keeper, id: string) => (await k.api.pull(0)).changes.reptiles.find((r) => r.id === id)?.morphs;
const statuses = (res: { results: { status: string; code?: string }[] }) => res.results.map((r) => r.code ?? r.status);

const PASTEL_CLOWN = [
  { gene: 'ball-python:pastel', state: 'visual' },
  { gene: 'ball-python:clown', state: 'possible-het', probability: 0.66 },
  { gene: { name: 'Lemon', inheritance: 'incomplete-dominant', superName: 'Lime' }, state: 'super' },
];

describe('morphs on the server', () => {
  it('reads null on a reptile created without them (as by a build before morphs)', async () => {
    const k = await keeperWithReptile(s.app);
    expect(await morphsOf(k, k.reptileId)).toBeNull();
  });

  it('syncs the list on create, replaces it whole, keeps it through other edits, and clears it', async () => {
    const k = await keeperWithReptile(s.app);
    const id = randomUUID();
    expect(statuses(await k.api.push([mutation(k.next(), 'reptile.create.v1', reptileArgs({ id, morphs: PASTEL_CLOWN }))]))).toEqual(['applied']);
    expect(await morphsOf(k, id)).toEqual(PASTEL_CLOWN);

    const next = [{ gene: 'ball-python:clown', state: 'visual' }];
    expect(statuses(await k.api.push([
      mutation(k.next(), 'reptile.update.v1', { id, patch: { morphs: next } }),
      mutation(k.next(), 'reptile.update.v1', { id, patch: { name: 'Renamed' } }),
    ]))).toEqual(['applied', 'applied']);
    expect(await morphsOf(k, id)).toEqual(next);

    expect(statuses(await k.api.push([mutation(k.next(), 'reptile.update.v1', { id, patch: { morphs: null } })]))).toEqual(['applied']);
    expect(await morphsOf(k, id)).toBeNull();

    await k.api.push([mutation(k.next(), 'reptile.update.v1', { id, patch: { morphs: next } })]);
    expect(statuses(await k.api.push([mutation(k.next(), 'reptile.update.v1', { id, patch: { morphs: [] } })]))).toEqual(['applied']);
    expect(await morphsOf(k, id)).toBeNull();
  });

  it("does not let another keeper set them on someone else's reptile", async () => {
    const owner = await keeperWithReptile(s.app);
    const other = await keeperWithReptile(s.app);
    const res = await other.api.push([mutation(other.next(), 'reptile.update.v1', { id: owner.reptileId, patch: { morphs: PASTEL_CLOWN } })]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'not-found' });
    expect(await morphsOf(owner, owner.reptileId)).toBeNull();
  });

  it.each([
    ['a gene the catalogue lacks', [{ gene: 'ball-python:unicorn', state: 'visual' }]],
    ['a state its mode does not allow', [{ gene: 'ball-python:clown', state: 'super' }]],
    ['a possible het of an incomplete dominant gene', [{ gene: 'ball-python:pastel', state: 'possible-het', probability: 0.5 }]],
    ['the same gene twice', [{ gene: 'ball-python:clown', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }]],
    ['the same typed gene twice, in other case', [{ gene: { name: 'Lemon', inheritance: 'recessive' }, state: 'visual' }, { gene: { name: 'lemon', inheritance: 'recessive' }, state: 'het' }]],
    ['a possible het without its chance', [{ gene: 'ball-python:clown', state: 'possible-het' }]],
    ['a chance on a visual gene', [{ gene: 'ball-python:clown', state: 'visual', probability: 0.5 }]],
    ['a chance of 100%', [{ gene: 'ball-python:clown', state: 'possible-het', probability: 1 }]],
    ['a typed gene without a name', [{ gene: { name: ' ', inheritance: 'recessive' }, state: 'visual' }]],
    ['a typed gene of no known mode', [{ gene: { name: 'Lemon', inheritance: 'sex-linked' }, state: 'visual' }]],
    ['an unknown field', [{ gene: 'ball-python:clown', state: 'visual', note: 'x' }]],
    ['more than 30 genes', Array.from({ length: 31 }, (_, i) => ({ gene: { name: `Gene ${i}`, inheritance: 'recessive' }, state: 'visual' }))],
    ['a string', 'Pastel Clown'],
  ])('refuses %s and changes nothing', async (_, morphs) => {
    const k = await keeperWithReptile(s.app);
    await k.api.push([mutation(k.next(), 'reptile.update.v1', { id: k.reptileId, patch: { morphs: PASTEL_CLOWN } })]);
    const res = await k.api.push([mutation(k.next(), 'reptile.update.v1', { id: k.reptileId, patch: { morphs } })]);
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'invalid-args' });
    const created = await k.api.push([mutation(k.next(), 'reptile.create.v1', reptileArgs({ id: randomUUID(), morphs }))]);
    expect(created.results[0]).toMatchObject({ status: 'rejected', code: 'invalid-args' });
    expect(await morphsOf(k, k.reptileId)).toEqual(PASTEL_CLOWN);
  });
});
