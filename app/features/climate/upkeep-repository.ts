/**
 * Writes of an enclosure's cleaning (issue 28): one tap logs a kind of upkeep done today; an
 * entry made by mistake is deleted. Through `mutate`, so offline first like every log.
 */
import { v7 as uuidv7 } from 'uuid';
import type { UpkeepKind } from '../../../shared/schemas/climate';
import { todayIn } from '../../../shared/rules/calendar-date';
import { mutate } from '../../lib/sync';

/** Logs `kind` done in the enclosure on `date` (today by default); resolves to the new row's id. */
export async function logUpkeep(enclosureId: string, kind: UpkeepKind, date: string = todayIn(), notes: string | null = null): Promise<string> {
  const id = uuidv7();
  await mutate('upkeep.create.v1', { id, enclosureId, kind, date, notes });
  return id;
}

export async function deleteUpkeep(id: string): Promise<void> {
  await mutate('upkeep.delete.v1', { id });
}
