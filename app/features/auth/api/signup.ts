import type { z } from 'zod';
import type { SignupBody } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api/client';

export const signup = (body: z.output<typeof SignupBody>) =>
  apiRequest<{ ok: true }>('/api/auth/signup', { method: 'POST', auth: false, body });

/**
 * Confirmation tokens are single use, and React (StrictMode, remounts) may run an effect twice:
 * the same token shares one request so the second run does not report a spent token as failure.
 */
const confirming = new Map<string, Promise<unknown>>();
export function confirmEmail(token: string): Promise<unknown> {
  let p = confirming.get(token);
  if (!p) {
    p = apiRequest('/api/auth/confirm-email', { method: 'POST', auth: false, body: { token } });
    confirming.set(token, p);
  }
  return p;
}
