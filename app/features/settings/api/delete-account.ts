import { apiRequest } from '../../../lib/api/client';

/** Deletes the account and everything in it; the password confirms it is really the keeper. */
export const deleteAccount = (password: string) =>
  apiRequest<null>('/api/account', { method: 'DELETE', body: { password } });
