/**
 * Cookie preferences (necessary is always on). Stored in localStorage on this device; settings
 * can reopen the dialog. Registration in progress suppresses the dialog (the spec's rule).
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
  accept: (prefs: Omit<CookiePreferences, 'necessary'>) => void;
  reopen: () => void;
}

export const useConsent = create<ConsentState>()((set) => {
  const stored = readStored();
  return {
    preferences: stored,
    open: stored === null,
    accept: ({ analytics, marketing }) => {
      const prefs: CookiePreferences = { necessary: true, analytics, marketing };
      try {
        localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...prefs, savedAt: new Date().toISOString() }));
      } catch {
        // Storage may be full or blocked; the choice still holds for this visit.
      }
      set({ preferences: prefs, open: false });
    },
    reopen: () => set({ open: true }),
  };
});
