import { useMemo } from 'react';
import { todayIn } from '../../../shared/rules/calendar-date';
import { canDo } from '../../../shared/spaces/roles';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import type { MutationName } from '../../../shared/sync/mutations';
import { useSharedSpaces } from '../spaces';

/**
 * The shared collections where the keeper's role allows `action` today, besides their own (which
 * allows everything): what a create form's "Where" offers, as the add-reptile form does.
 */
export function useCreatePlaces(action: MutationName): SharedSpaceView[] {
  const spaces = useSharedSpaces();
  return useMemo(() => {
    const today = todayIn();
    return (spaces ?? []).filter((s) => canDo({ role: s.role, until: s.until }, action, today));
  }, [spaces, action]);
}
