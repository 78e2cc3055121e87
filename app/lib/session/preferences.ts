/**
 * The keeper's preferences (units, language, theme), readable by every feature through
 * `usePreferences()`. Visitors and signed-out devices get the defaults (g, cm). The session fills
 * this from the profile and the offline cache; settings change it through `updatePreferences`.
 */
import { create } from 'zustand';
import type { Preferences } from '../../../shared/schemas/auth';

/** Mirrors DEFAULT_PREFERENCES in shared/schemas/auth.ts without pulling zod into the entry chunk. */
export const DEFAULTS: Preferences = { weightUnit: 'g', lengthUnit: 'cm', language: 'en', theme: 'dark' };

export const usePreferencesStore = create<{ preferences: Preferences }>()(() => ({ preferences: DEFAULTS }));

/** The current preferences; re-renders when they change. */
export function usePreferences(): Preferences {
  return usePreferencesStore((s) => s.preferences);
}

export function getPreferences(): Preferences {
  return usePreferencesStore.getState().preferences;
}

export function setPreferencesLocal(preferences: Preferences): void {
  usePreferencesStore.setState({ preferences });
}

export function resetPreferences(): void {
  usePreferencesStore.setState({ preferences: DEFAULTS });
}
