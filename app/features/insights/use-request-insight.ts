import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSIGHT_LANGUAGES, type InsightResponse } from '../../../shared/api/insights';
import { ApiError } from '../../lib/api/client';
import { syncNow } from '../../lib/sync';
import { requestInsight } from './insights-api';
import { insightKeys } from './query-keys';

/** Where a request is: sending the keeper's pending changes, then the server reading the logs. */
export type RequestPhase = 'syncing' | 'analysing';

type Language = (typeof INSIGHT_LANGUAGES)[number];
const isLanguage = (lng: string | undefined): lng is Language => (INSIGHT_LANGUAGES as readonly (string | undefined)[]).includes(lng);

/**
 * Asks the server for a new insight about the reptile, in the app's language. The server reads its
 * own copy of the logs, so the device's pending changes are pushed first: the meal logged a
 * minute ago must count. The new row reaches this device through pull (a sync right after); the
 * answer carries it too, for showing at once, and the quota after it.
 */
export function useRequestInsight(reptileId: string, spaceId?: string) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const [phase, setPhase] = useState<RequestPhase>('syncing');
  const mutation = useMutation({
    mutationFn: async (): Promise<InsightResponse> => {
      setPhase('syncing');
      // A sync that fails (offline, a refused change) still leaves the server's copy to read.
      await syncNow().catch(() => null);
      setPhase('analysing');
      const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
      return requestInsight({ reptileId, language });
    },
    onSuccess: ({ quota }) => {
      client.setQueryData(insightKeys.quota(spaceId), { quota });
      void syncNow().catch(() => undefined);
    },
    onError: (err) => {
      // The server counted differently, or the plan changed: its quota is the one to show.
      if (err instanceof ApiError) void client.invalidateQueries({ queryKey: insightKeys.quota(spaceId) });
    },
  });
  return { ...mutation, phase };
}
