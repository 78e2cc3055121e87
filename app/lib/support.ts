/**
 * Where visitors and keepers write for help. The server's SUPPORT_EMAIL setting is the source:
 * the address is fetched once per page load from /api/public-config and remembered on the device,
 * so it shows offline too; the built-in default covers the very first offline start.
 */
import { useEffect, useState } from 'react';

export const DEFAULT_SUPPORT_EMAIL = 'support@herptrack.app';
const KEY = 'herptrack-support-email';

function stored(): string {
  try {
    return localStorage.getItem(KEY) ?? DEFAULT_SUPPORT_EMAIL;
  } catch {
    return DEFAULT_SUPPORT_EMAIL;
  }
}

let request: Promise<string> | null = null;
function fetchSupportEmail(): Promise<string> {
  request ??= fetch('/api/public-config', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<{ supportEmail?: unknown }>) : Promise.reject(new Error(String(r.status)))))
    .then((body) => {
      const email = typeof body.supportEmail === 'string' && body.supportEmail.includes('@') ? body.supportEmail : stored();
      try {
        localStorage.setItem(KEY, email);
      } catch {
        // Storage full or blocked: the address still shows for this visit.
      }
      return email;
    })
    .catch(() => stored());
  return request;
}

export function useSupportEmail(): string {
  const [email, setEmail] = useState(stored);
  useEffect(() => {
    let live = true;
    void fetchSupportEmail().then((e) => live && setEmail(e));
    return () => {
      live = false;
    };
  }, []);
  return email;
}
