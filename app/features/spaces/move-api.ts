/**
 * Moving an animal between two collections of one owner (shared/api/spaces.ts holds the shapes;
 * decision 0032). It needs the server. Not retried by the client: a move sent twice would meet
 * `not-found` (the animal already left) and read as a failure of what in fact worked.
 */
import type { MoveAnswer } from '../../../shared/api/spaces';
import { apiRequest } from '../../lib/api/client';

export const moveReptile = (reptileId: string, toSpaceId: string) =>
  apiRequest<MoveAnswer>(`/api/reptiles/${encodeURIComponent(reptileId)}/move`, { method: 'POST', body: { toSpaceId }, retry: false });
