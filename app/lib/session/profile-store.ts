/**
 * The signed-in keeper's profile (username, avatar, bio...) as last seen from the server or the
 * offline cache. The header's avatar and the profile screen read it; the session fills it.
 */
import { create } from 'zustand';
import type { Profile } from '../../../shared/schemas/auth';

interface ProfileState {
  profile: Profile | null;
  setProfile: (profile: Profile | null) => void;
}

export const useProfile = create<ProfileState>()((set) => ({
  profile: null,
  setProfile: (profile) => set({ profile }),
}));
