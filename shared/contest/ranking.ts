/**
 * Places 1-3 of a closed month. The tie-break is recorded and deterministic, so every process
 * that closes a month computes the same places (the close may run twice; the second write is
 * refused by the results' primary key and must not disagree with the first):
 * 1. more votes first;
 * 2. then the entry submitted first (a keeper cannot move that; approval time is a moderator's);
 * 3. then the smaller id (never equal), so the order is total.
 * An entry needs at least one vote to place: a month nobody voted in has no winners and pays no prizes.
 * Only approved entries are passed in; disqualified ones and their votes are already gone.
 */
import { CONTEST_PLACES, type ContestPlace } from '../coins/ledger-key';

export interface Contender {
  id: string;
  userId: string;
  votes: number;
  submittedAt: number;
}

export interface Placed extends Contender {
  place: ContestPlace;
}

export function compareContenders(a: Contender, b: Contender): number {
  if (a.votes !== b.votes) return b.votes - a.votes;
  if (a.submittedAt !== b.submittedAt) return a.submittedAt - b.submittedAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function rankContenders(contenders: readonly Contender[]): Placed[] {
  const ranked = contenders.filter((c) => c.votes > 0).sort(compareContenders);
  return CONTEST_PLACES.flatMap((place) => {
    const c = ranked[place - 1];
    return c ? [{ ...c, place }] : [];
  });
}
