import { create } from 'zustand';

/** Set when the server says this client is too old (HTTP 426); the prompt then cannot be dismissed. */
export const useUpdateStore = create<{ required: boolean; requireUpdate: () => void }>()((set) => ({
  required: false,
  requireUpdate: () => set({ required: true }),
}));
