/**
 * The growth tab of one reptile on a real local database, in either language, and growth entries
 * as the server would have sent them.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { vi } from 'vitest';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import type { LocalGrowthLog, UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { syncedReptile } from '../helpers/keeper';

export function growthLog(db: UserDb, reptileId: string, date: string, weightGrams: number | null, lengthCm: number | null = null): LocalGrowthLog {
  return { id: uuidv7(), userId: db.userId, reptileId, date, weightGrams, lengthCm, notes: null, version: 3, updatedAt: 1, deleted: false };
}

const LABELS = { en: { tab: 'Growth', add: 'Add entry' }, bg: { tab: 'Растеж', add: 'Добави запис' } };

/** Renders the reptile's page and opens its growth tab; `logs` are written first. */
export async function openGrowthTab(db: UserDb, logs: (reptileId: string) => LocalGrowthLog[] = () => [], lng: 'en' | 'bg' = 'en') {
  const reptile = syncedReptile(db, { name: 'Spike' });
  await db.reptiles.put(reptile);
  await db.growthLogs.bulkPut(logs(reptile.id));
  renderWithProviders(
    <Routes>
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
    </Routes>,
    { route: `/reptiles/${reptile.id}`, lng },
  );
  await userEvent.click(await screen.findByRole('tab', { name: LABELS[lng].tab }));
  await screen.findByRole('button', { name: LABELS[lng].add });
  return reptile;
}

/**
 * jsdom lays nothing out, so recharts' responsive container would measure 0×0 and draw nothing:
 * give it a 600×220 box while a chart test runs (text still measures 0, so no tick is hidden for
 * overlapping). Returns the restore function.
 */
export function layOutCharts(): () => void {
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 600, 220) : new DOMRect();
  });
  return () => spy.mockRestore();
}
