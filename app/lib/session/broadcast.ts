/**
 * Tabs of one browser share the refresh cookie, so they share the session: a sign-out in one tab
 * ends it in all; a sign-in in one lets the others pick it up. Messages carry no data.
 */
type SessionMessage = 'signed-in' | 'signed-out';

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('herptrack-session');
// Under Node (tests) an open channel would keep the process alive; browsers have no unref.
(channel as { unref?: () => void } | null)?.unref?.();

export function broadcastSession(message: SessionMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel (page unloading) has nobody left to tell.
  }
}

export function onSessionBroadcast(fn: (message: SessionMessage) => void): void {
  if (channel) channel.onmessage = (e: MessageEvent) => {
    if (e.data === 'signed-in' || e.data === 'signed-out') fn(e.data);
  };
}
