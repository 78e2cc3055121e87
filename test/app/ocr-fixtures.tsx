/**
 * What the OCR screen's tests share: a keeper with reptiles on a real local database, the page
 * in a router (with the reptile page it links to), sheet text dated before today, and wallet and
 * import rows as the server would have sent them.
 */
import { Route, Routes, useLocation } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { OcrImportPage } from '../../app/features/ocr/ocr-import-page';
import type { LocalReptile, UserDb } from '../../app/lib/db';
import { addDays, todayIn } from '../../shared/rules/calendar-date';
import type { PremiumTier } from '../../shared/plans';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { renderWithProviders } from '../helpers/render';
import { syncedReptile } from '../helpers/keeper';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

export function renderOcrPage({ lng = 'en', route = '/ocr-import' }: { lng?: 'en' | 'bg'; route?: string } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/ocr-import" element={<OcrImportPage />} />
      <Route path="/reptiles/:id" element={<Where />} />
      <Route path="/repticoins" element={<Where />} />
    </Routes>,
    { route, lng },
  );
}

export async function withReptiles(db: UserDb, ...names: string[]): Promise<LocalReptile[]> {
  const reptiles = names.map((name) => syncedReptile(db, { name }));
  await db.reptiles.bulkPut(reptiles);
  return reptiles;
}

/** `days` before today as a keeper writes it (dd.mm.yyyy), and as ISO. */
export function daysAgo(days: number): { written: string; iso: string } {
  const iso = addDays(todayIn(), -days);
  const [y, m, d] = iso.split('-');
  return { written: `${d}.${m}.${y}`, iso };
}

/**
 * A sheet as the reader gives it back: a title and a header (dropped), two good rows, a feeding
 * with no size and a line with no date (both flagged), and a weighing.
 */
export function sheetText(): string {
  return [
    'Log sheet',
    'Date Event Details',
    `${daysAgo(30).written} Feeding 2 mice 20 g`,
    `${daysAgo(25).written} Feeding refused`,
    `${daysAgo(20).written} Shedding shed complete`,
    'Shed in blue',
    `${daysAgo(10).written} Measurement weight 450 g`,
  ].join('\n');
}

export async function onPlan(db: UserDb, tier: PremiumTier | null): Promise<void> {
  await db.wallets.put({ id: db.userId, userId: db.userId, balance: 0, premiumTier: tier, premiumExpiresAt: null, premiumAnchorDay: null, version: 1, updatedAt: 1, deleted: false });
}

export async function pastImports(db: UserDb, reptileId: string, count: number): Promise<void> {
  const rows: SyncedRowOf<'ocrImports'>[] = Array.from({ length: count }, () => ({
    id: uuidv7(), userId: db.userId, reptileId, language: 'en', logCount: 3, skipped: 0, importedAt: 1, version: 2, updatedAt: 1, deleted: false,
  }));
  await db.ocrImports.bulkPut(rows);
}

export const sheetPhoto = (name = 'sheet.jpg', type = 'image/jpeg', bytes = 2000) => new File([new Uint8Array(bytes)], name, { type });
