import type { z } from 'zod';
import type { ResetWithCodeBody, ResetWithLinkBody } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api/client';

/** Sends an e-mail with a reset link and a 6-digit code (the server answers ok for unknown addresses too). */
export const requestPasswordReset = (email: string, language: 'en' | 'bg') =>
  apiRequest<{ ok: true }>('/api/auth/forgot-password', { method: 'POST', auth: false, body: { email, language } });

export const resetWithLink = (body: z.output<typeof ResetWithLinkBody>) =>
  apiRequest<{ ok: true }>('/api/auth/reset-password', { method: 'POST', auth: false, body });

export const resetWithCode = (body: z.output<typeof ResetWithCodeBody>) =>
  apiRequest<{ ok: true }>('/api/auth/reset-password-with-code', { method: 'POST', auth: false, body });
