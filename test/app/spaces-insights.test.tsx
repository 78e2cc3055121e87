/**
 * Insights for an animal of a shared collection (issue 27) on a member's device: the owner and
 * keepers ask on the owner's plan and the collection's quota (`?spaceId=`), sitters and viewers read
 * the ones asked for; a member is never sent to the shop for the owner's plan; offline there is no
 * guess of the owner's quota; the keeper's own quota counts only their own insights.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpaceRole } from '../../shared/spaces/roles';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { syncedReptile } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { seedSpaces } from '../helpers/spaces';
import { json, stubFetch } from '../helpers/session-fixtures';
import { insight, keeperWithReptile, quota, renderInsights } from './insights-fixtures';

afterEach(() => {
  endSession('user');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A household the signed-in keeper is a `role` of, with its animal Kaa and one insight about it. */
async function household(db: UserDb, role: SpaceRole) {
  const [household] = await seedSpaces(db, [{ role }]);
  const space = household?.id ?? '';
  const reptile = syncedReptile(db, { userId: space, name: 'Kaa' });
  await db.reptiles.put(reptile);
  await db.insights.put(insight(db, reptile.id, { userId: space, generatedAt: Date.UTC(2026, 10, 20, 9) }));
  return { space, reptile };
}

/** The collection's quota at `?spaceId=` (the owner's plan), and the POST. */
function serve(space: string, limit: number) {
  return stubFetch((call) => {
    if (call.path === `/api/insights/quota?spaceId=${space}`) return json(200, { quota: quota({ limit, used: 1 }) });
    return json(404, { error: 'not-found', message: 'No route' });
  });
}

describe('insights of an animal in a shared collection', () => {
  it("lets a keeper ask, showing the collection's quota on its owner's plan", async () => {
    const { db } = await keeperWithReptile('HerpPlus');
    const { space, reptile } = await household(db, 'keeper');
    const { calls } = serve(space, 30);
    renderInsights(reptile.id);
    expect(await screen.findByText('29 of 30 left this month, resets December 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get insights' })).toBeEnabled();
    expect(calls.map((c) => c.path)).toEqual([`/api/insights/quota?spaceId=${space}`]);
  });

  it.each(['sitter', 'viewer'] as const)('lets a %s read the insights, with no button to ask', async (role) => {
    const { db } = await keeperWithReptile('HerpPro');
    const { space, reptile } = await household(db, role);
    serve(space, 30);
    renderInsights(reptile.id);
    expect(await screen.findByText('Only the owner and the keepers of “The Petrovs” can ask for new insights. Every member can read the ones they ask for.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest insight' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get insights' })).not.toBeInTheDocument();
  });

  it("names the owner when their plan has no insights, and never sends a member to the shop", async () => {
    const { db } = await keeperWithReptile('HerpPro');
    const { space, reptile } = await household(db, 'keeper');
    serve(space, 0);
    renderInsights(reptile.id, 'bg');
    expect(await screen.findByText('Анализите в тази споделена колекция идват с плана на собственика ѝ, ivan. С HerpPlus в този план те се отключват за всички в нея.')).toBeInTheDocument();
    expect(screen.queryByRole('link')?.getAttribute('href') ?? '').not.toMatch(/repticoins/);
  });

  it("says offline that asking needs a connection, without guessing the owner's quota", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { db } = await keeperWithReptile('HerpPlus');
    const { reptile } = await household(db, 'keeper');
    const { calls } = stubFetch(() => json(500, {}));
    renderInsights(reptile.id);
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/left this month/)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("counts only the keeper's own insights in their own quota on the device", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const shared = await household(db, 'keeper');
    await db.insights.bulkPut([insight(db, reptile.id, { generatedAt: Date.UTC(2026, 10, 2) }), insight(db, shared.reptile.id, { userId: shared.space, generatedAt: Date.UTC(2026, 10, 3) })]);
    stubFetch(() => json(500, {}));
    renderInsights(reptile.id);
    // One of the keeper's own this month; the household's two are its owner's.
    expect(await screen.findByText('9 of 10 left this month, resets December 1')).toBeInTheDocument();
  });

  it("leads from a shared animal's page to its insights", async () => {
    const { db } = await keeperWithReptile('HerpPlus');
    const { reptile } = await household(db, 'viewer');
    renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}` });
    expect(await screen.findByRole('link', { name: /Insights/ })).toHaveAttribute('href', `/reptiles/${reptile.id}/insights`);
    await userEvent.tab();
  });
});
