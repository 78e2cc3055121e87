/**
 * Password hashing: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). An unknown account
 * is checked against a dummy hash so that "no such e-mail" and "wrong password" take the same time.
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID: Algorithm = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } satisfies Options;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | null = null;

/** True only when `stored` is a hash of `password`; `stored` null means the account does not exist. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('herptrack-timing-equaliser');
  const target = stored ?? (await dummyHash);
  let ok = false;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return stored !== null && ok;
}
