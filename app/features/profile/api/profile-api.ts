import type { z } from 'zod';
import type { Profile, ProfileUpdate } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api/client';

export const fetchProfile = () => apiRequest<Profile>('/api/profile');

export const patchProfile = (patch: z.output<typeof ProfileUpdate>) =>
  apiRequest<Profile>('/api/profile', { method: 'PATCH', body: patch });

/**
 * The image travels as the raw request body; the server trusts only its magic bytes, re-encodes
 * it and answers with the updated profile.
 */
export const uploadAvatar = (file: File) =>
  apiRequest<Profile>('/api/profile/avatar', { method: 'POST', body: file });
