/**
 * The shared collections' online calls (shared/api/spaces.ts holds their shapes). All need the
 * server. Writes are not retried by the client: an invitation sent twice would e-mail twice, a
 * join sent twice would meet `invitation-used` and read as a failure of what in fact worked.
 */
import type {
  ChangeMemberBody, CreateSpaceBody, InvitationLink, InvitationLinkBody, InvitationList, InvitationView, InviteBody, JoinPreview,
} from '../../../shared/api/spaces';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { apiRequest } from '../../lib/api/client';

const space = (id: string) => `/api/spaces/${encodeURIComponent(id)}`;
const post = { method: 'POST', retry: false } as const;

export const createSpace = (body: CreateSpaceBody) => apiRequest<SharedSpaceView>('/api/spaces', { ...post, body });

export const inviteByEmail = (id: string, body: InviteBody) => apiRequest<InvitationView>(`${space(id)}/invitations`, { ...post, body });

export const makeInvitationLink = (id: string, body: InvitationLinkBody) => apiRequest<InvitationLink>(`${space(id)}/invitations/link`, { ...post, body });

export const fetchInvitations = (id: string, signal?: AbortSignal) => apiRequest<InvitationList>(`${space(id)}/invitations`, { signal });

export const cancelInvitation = (id: string, invitationId: string) =>
  apiRequest<unknown>(`${space(id)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE', retry: false });

export const changeMember = (id: string, userId: string, body: ChangeMemberBody) =>
  apiRequest<SharedSpaceView>(`${space(id)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body, retry: false });

export const removeMember = (id: string, userId: string) =>
  apiRequest<unknown>(`${space(id)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE', retry: false });

export const leaveSpace = (id: string) => apiRequest<unknown>(`${space(id)}/members/me`, { method: 'DELETE', retry: false });

export const previewInvitation = (token: string) => apiRequest<JoinPreview>('/api/spaces/join/preview', { ...post, body: { token } });

export const joinSpace = (token: string) => apiRequest<SharedSpaceView>('/api/spaces/join', { ...post, body: { token } });
