/**
 * One shared collection as its page shows it. The device's list (the last pull of the keeper's
 * own space) is the source; two answers of the server stand in for it until the next sync
 * brings the same: the collection just created (handed over by the list page's navigation), and
 * the latest change made on this page (a role changed, a member removed), so the keeper sees what
 * they did at once. The role rule is asked of whichever is shown, as useSpaceAccess asks it.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { canDo, type SpaceCall } from '../../../shared/spaces/roles';
import type { MutationName } from '../../../shared/sync/mutations';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { syncNow } from '../../lib/sync';
import { useSharedSpaces, useSpaceAccess } from './use-spaces';

/** What the list page hands over after creating one: the POST's answer. */
export interface CreatedState { created?: SharedSpaceView }

export interface SpaceView {
  /** undefined while the device's list loads; null when neither the device nor an answer knows it. */
  space: SharedSpaceView | null | undefined;
  me: string | null;
  can: (action: SpaceCall | MutationName) => boolean;
  /** Shows the server's answer to a change, and syncs so the device's list catches up. */
  answered: (space: SharedSpaceView) => void;
}

export function useSpaceView(spaceId: string): SpaceView {
  const spaces = useSharedSpaces();
  const access = useSpaceAccess(spaceId);
  const created = (useLocation().state as CreatedState | null)?.created;
  const [answer, setAnswer] = useState<SharedSpaceView | null>(null);
  const answered = useCallback((space: SharedSpaceView) => {
    setAnswer(space);
    // Once a sync succeeds the device's list holds this change (and any later one): it is read again.
    void syncNow().then((error) => { if (error === null) setAnswer(null); });
  }, []);

  const onDevice = spaces?.find((s) => s.id === spaceId) ?? null;
  const fallback = created?.id === spaceId ? created : null;
  const space = answer?.id === spaceId ? answer : (onDevice ?? fallback ?? (spaces === undefined ? undefined : null));
  const can = (action: SpaceCall | MutationName) => (onDevice ? access.can(action)
    : space ? canDo({ role: space.role, until: space.until }, action, todayIn()) : false);
  return { space, me: access.me, can, answered };
}
