/**
 * The transfer calls (shared/api/transfers.ts holds their shapes). All need the server. Writes are
 * not retried by the client: an offer sent twice would meet `already-offered`, an accept sent
 * twice `not-pending`, and either would read as a failure of what in fact worked.
 */
import type { z } from 'zod';
import type { AcceptAnswer, IncomingOffers, TransferOfferBody, TransferView } from '../../../shared/api/transfers';
import { apiRequest } from '../../lib/api/client';

const one = (id: string, action: 'cancel' | 'accept' | 'decline') => `/api/transfers/${encodeURIComponent(id)}/${action}`;

export const offerTransfer = (body: TransferOfferBody) => apiRequest<TransferView>('/api/transfers', { method: 'POST', body, retry: false });

export const cancelTransfer = (id: string) => apiRequest<unknown>(one(id, 'cancel'), { method: 'POST', retry: false });

export const fetchIncoming = (signal?: AbortSignal) => apiRequest<z.infer<typeof IncomingOffers>>('/api/transfers/incoming', { signal });

export const acceptOffer = (id: string) => apiRequest<z.infer<typeof AcceptAnswer>>(one(id, 'accept'), { method: 'POST', retry: false });

export const declineOffer = (id: string) => apiRequest<unknown>(one(id, 'decline'), { method: 'POST', retry: false });
