/**
 * Cookie preferences (necessary is always on). Stored in localStorage on this device; settings
 * can reopen the dialog. Registration in progress suppresses the dialog (the spec's rule).
 * The first-visit dialog closes only by accepting (the spec's rule); reopened from Settings it is
 * a review of a choice already made, so it may also be dismissed, which changes nothing.
 */
import { create } from 'zustand';

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_KEY = 'herptrack-cookie-consent';

function readStored(): CookiePreferences | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<CookiePreferences>;
    return { necessary: true, analytics: v.analytics === true, marketing: v.marketing === true };
  } catch {
    return null;
  }
}

interface ConsentState {
  preferences: CookiePreferences | null;
  open: boolean;
  /** Opened from Settings: closable without saving. */
  reviewing: boolean;
  accept: (prefs: Omit<CookiePreferences, 'necessary'>) => void;
  reopen: () => void;
  /** Closes a review and keeps the stored choice; the first-visit dialog ignores it. */
  dismiss: () => void;
}

export const useConsent = create<ConsentState>()((set) => {
  const stored = readStored();
  return {
    preferences: stored,
    open: stored === null,
    reviewing: false,
    accept: ({ analytics, marketing }) => {
      const prefs: CookiePreferences = { necessary: true, analytics, marketing };
      try {
        localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...prefs, savedAt: new Date().toISOString() }));
      } catch {
        // Storage may be full or blocked; the choice still holds for this visit.
      }
      set({ preferences: prefs, open: false, reviewing: false });
    },
    reopen: () => set({ open: true, reviewing: true }),
    dismiss: () => set((s) => (s.reviewing ? { open: false, reviewing: false } : s)),
  };
});
