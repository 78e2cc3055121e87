/**
 * The session as the UI sees it: whether auth has loaded, who is signed in, and their claims.
 * UI state only (zustand); the accounts feature owns how it is filled (token refresh, cached
 * profile for offline start). Guards and the catch-all route read it.
 */
import { create } from 'zustand';
import type { PremiumTier } from '../../../shared/plans';

export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
}

export interface Claims {
  isAdmin: boolean;
  isModerator: boolean;
  isPremium: boolean;
  premiumTier: PremiumTier | null;
  collectionLimit: number;
  /** When the tier lapses (epoch ms); null or absent for Basic. Guards stop granting at this instant. */
  premiumExpiresAt?: number | null;
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  claims: Claims | null;
  setSignedIn: (user: SessionUser, claims: Claims) => void;
  setClaims: (claims: Claims) => void;
  setSignedOut: () => void;
}

export const BASIC_CLAIMS: Claims = { isAdmin: false, isModerator: false, isPremium: false, premiumTier: null, collectionLimit: 0 };

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  claims: null,
  setSignedIn: (user, claims) => set({ status: 'authenticated', user, claims }),
  setClaims: (claims) => set({ claims }),
  setSignedOut: () => set({ status: 'anonymous', user: null, claims: null }),
}));
