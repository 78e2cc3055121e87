/**
 * The sign-up CAPTCHA: a self-hosted ALTCHA proof of work (v2, PBKDF2/SHA-256), no third party.
 * Challenges are deterministic (the server picks the counter and signs the derived key), so
 * verifying is one HMAC. A solved challenge is accepted once: its nonce is recorded until it
 * expires. The work is sized for about a second on a phone; tests get a trivial one.
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Queryable } from '../db/store';
import type { Clock } from './clock';
import { purposeKey } from './secrets';

export const CHALLENGE_TTL_MS = 10 * 60_000;

export interface Difficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
}
const NORMAL: Difficulty = { cost: 1_000, counterMin: 1_000, counterMax: 3_000 };
const TEST: Difficulty = { cost: 1, counterMin: 1, counterMax: 50 };
export const difficultyFor = (env: string): Difficulty => (env === 'test' ? TEST : NORMAL);

const ALGORITHM = 'PBKDF2/SHA-256';

const PayloadShape = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM), nonce: z.string().min(16), salt: z.string(), cost: z.number(), keyLength: z.number(),
      keyPrefix: z.string(), keySignature: z.string().optional(), expiresAt: z.number(),
    }).loose(), // unknown keys stay: the signature covers every parameter
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

export class Captcha {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(private readonly store: Queryable, private readonly clock: Clock, hmacKey: string, private readonly difficulty: Difficulty) {
    this.signatureSecret = purposeKey(hmacKey, 'altcha-signature');
    this.keySecret = purposeKey(hmacKey, 'altcha-key');
  }

  challenge(): Promise<Challenge> {
    const d = this.difficulty;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: d.cost,
      counter: randomInt(d.counterMin, d.counterMax),
      deriveKey,
      expiresAt: new Date(this.clock.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** True once per genuinely solved, unexpired challenge; false for anything else. */
  async verifyOnce(base64Payload: string): Promise<boolean> {
    let parsed;
    try {
      parsed = PayloadShape.safeParse(JSON.parse(Buffer.from(base64Payload, 'base64').toString('utf8')));
    } catch {
      return false;
    }
    if (!parsed.success) return false;
    const { challenge, solution } = parsed.data;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => null);
    if (!result?.verified) return false;
    const now = this.clock.now();
    await this.store.run('DELETE FROM altcha_used WHERE expires_at < ?', [now]);
    // The nonce is covered by the signature, so it names this challenge; the insert is the check
    // (of two processes inserting the same nonce, only one changes a row).
    const inserted = await this.store.run('INSERT INTO altcha_used (challenge_id, expires_at) VALUES (?, ?) ON CONFLICT (challenge_id) DO NOTHING',
      [challenge.parameters.nonce, Math.round(challenge.parameters.expiresAt * 1000)]);
    return inserted === 1;
  }
}
