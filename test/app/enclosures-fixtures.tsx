/**
 * Racks, enclosures and moves on a signed-in keeper's device for the enclosures app tests: the
 * pages under their routes, and rows written as the app writes them (through mutate) or as a pull
 * would store them (straight into the tables, for a shared collection's rows).
 */
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { tubsOfNewRack } from '../../shared/mutators/enclosure';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import { EnclosurePage } from '../../app/features/enclosures/enclosure-page';
import { RackPage } from '../../app/features/enclosures/rack-page';
import { RacksPage } from '../../app/features/enclosures/racks-page';
import { RackFeedingPage } from '../../app/features/rack-feeding/rack-feeding-page';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import type { LocalLog, UserDb } from '../../app/lib/db';

export function PlacesApp() {
  return (
    <Routes>
      <Route path="/racks" element={<RacksPage />} />
      <Route path="/racks/:id" element={<RackPage />} />
      <Route path="/enclosures/:id" element={<EnclosurePage />} />
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
      <Route path="/feed-rack" element={<RackFeedingPage />} />
    </Routes>
  );
}

export const feeding = (db: UserDb, reptileId: string, daysAgo: number, userId = db.userId): LocalLog<'feedingLogs'> => ({
  id: uuidv7(), userId, reptileId, date: addDays(todayIn(), -daysAgo), outcome: 'ate', notes: null, version: 3, updatedAt: 1, deleted: false,
  source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] },
});

const synced = { version: 5, updatedAt: 1, deleted: false } as const;

/** A rack and its tubs as a pull stores them (a shared collection's: `userId` is the space). */
export async function storedRack(db: UserDb, userId: string, name: string, shelves: number, perShelf: number) {
  const id = uuidv7();
  const args = { id, name, room: null, shelves, perShelf, tubType: 'tub', tubIds: Array.from({ length: shelves * perShelf }, () => uuidv7()) };
  await db.racks.put({ id, userId, name, room: null, shelves, perShelf, ...synced });
  const tubs = tubsOfNewRack(args).map((tub) => ({ ...tub, userId, ...synced }));
  await db.enclosures.bulkPut(tubs);
  return { id, tubs };
}

/** A move as a pull stores it. */
export const storedMove = (db: UserDb, userId: string, reptileId: string, enclosureId: string | null, date = todayIn()) =>
  db.placements.put({ id: uuidv7(), userId, reptileId, enclosureId, date, at: Date.now(), authorId: null, ...synced });
