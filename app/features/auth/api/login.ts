import type { z } from 'zod';
import type { LoginBody, SessionReply } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api/client';

/** Password sign-in. The refresh token arrives only as the HttpOnly `ht_refresh` cookie. */
export const login = (body: z.output<typeof LoginBody>) =>
  apiRequest<SessionReply>('/api/auth/login', { method: 'POST', auth: false, body });

/** A new confirmation link for an address that signed up but never confirmed. */
export const resendConfirmation = (email: string) =>
  apiRequest<{ ok: true }>('/api/auth/resend-confirmation', { method: 'POST', auth: false, body: { email } });
