/** What the page and the service worker say to each other about background pushes. */
export const BACKGROUND_PUSH_TAG = 'herptrack-push';
export const SYNC_AUTH_MESSAGE = 'SYNC_AUTH';

export interface SyncAuthMessage {
  type: typeof SYNC_AUTH_MESSAGE;
  userId: string;
  token: string;
}

export function isSyncAuthMessage(data: unknown): data is SyncAuthMessage {
  const d = data as Partial<SyncAuthMessage> | null;
  return d?.type === SYNC_AUTH_MESSAGE && typeof d.userId === 'string' && typeof d.token === 'string';
}
