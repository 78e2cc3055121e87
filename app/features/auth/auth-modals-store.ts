import { create } from 'zustand';

export type AuthModal = 'login' | 'signup';

interface AuthModalsState {
  modal: AuthModal | null;
  open: (modal: AuthModal) => void;
  close: () => void;
}

/**
 * Which sign-in modal is open over the current page. The landing page opens them from its
 * buttons and `/?login=true`; `<AuthModals/>` (mounted once in the root layout) shows them.
 */
export const useAuthModals = create<AuthModalsState>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
