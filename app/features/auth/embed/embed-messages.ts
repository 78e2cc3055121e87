/**
 * Messages from the embedded pages (/login-iframe, /reset-password-iframe) to the window that
 * frames them. They are posted only to the framing page's own origin, and only when the server
 * lists that origin in /api/auth/embed-origins (EMBED_ALLOWED_ORIGINS): never with '*', since a
 * login result must not reach whoever managed to frame us.
 *
 * | type                      | when                                               |
 * |---------------------------|----------------------------------------------------|
 * | LOGIN_SUCCESS             | signed in; carries user, accessToken, expiresAt    |
 * | LOGIN_ERROR               | sign-in refused or failed; carries error, message  |
 * | PASSWORD_RESET_REQUESTED  | a reset e-mail was asked for                       |
 * | RESET_PASSWORD_EMAIL_SENT | the server accepted it                             |
 * | PASSWORD_RESET_ERROR      | asking for it, or resetting with the code, failed  |
 * | PASSWORD_RESET_SUCCESS    | password changed with the e-mailed code            |
 * | RESET_PASSWORD_SUCCESS    | password changed through a reset link (?code=)     |
 * | RESET_PASSWORD_ERROR      | a reset link was bad, expired or refused           |
 */
import { apiRequest } from '../../../lib/api/client';

export type EmbedMessageType =
  | 'LOGIN_SUCCESS' | 'LOGIN_ERROR'
  | 'RESET_PASSWORD_SUCCESS' | 'RESET_PASSWORD_ERROR' | 'RESET_PASSWORD_EMAIL_SENT'
  | 'PASSWORD_RESET_REQUESTED' | 'PASSWORD_RESET_ERROR' | 'PASSWORD_RESET_SUCCESS';

/**
 * The framing page's origin, if it may receive messages. document.referrer names the framing
 * page; where the browser also reports ancestorOrigins, both must agree.
 */
export function pickParentOrigin(referrer: string, allowed: readonly string[], ancestor: string | null): string | null {
  let origin: string;
  try {
    origin = new URL(referrer).origin;
  } catch {
    return null;
  }
  if (origin === 'null' || (ancestor !== null && ancestor !== origin)) return null;
  return allowed.includes(origin) ? origin : null;
}

let resolved: Promise<string | null> | null = null;

export function parentOrigin(): Promise<string | null> {
  resolved ??= (async () => {
    if (window.parent === window) return null;
    const answer = await apiRequest<{ origins?: unknown } | unknown[]>('/api/auth/embed-origins', { auth: false }).catch(() => null);
    const list = Array.isArray(answer) ? answer : answer?.origins;
    const allowed = Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : [];
    const ancestor = window.location.ancestorOrigins?.[0] ?? null;
    return pickParentOrigin(document.referrer, allowed, ancestor);
  })();
  return resolved;
}

export async function postToParent(type: EmbedMessageType, payload: Record<string, unknown> = {}): Promise<void> {
  const origin = await parentOrigin();
  if (!origin) {
    console.warn(`HerpTrack: ${type} not posted; the framing page is not an allowed origin`);
    return;
  }
  window.parent.postMessage({ source: 'herptrack', type, ...payload }, origin);
}
