/**
 * Answers that no shared schema describes yet: the handlers build them inline (health, the ALTCHA
 * challenge, `{ ok: true }`, the reptile photo's answer). Described here so the document is
 * complete; each one belongs in shared/ beside its route's other schemas when that file is next
 * touched, and then this file loses it (the route table imports the shared one instead).
 */
import { z } from 'zod';
import { RowId } from '../../../shared/schemas/common';

/** Every refusal: `error` is a string-literal code, `message` English for logs; some add details (`fields`, `limit`, ...). */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
}).catchall(z.unknown());

export const Ok = z.object({ ok: z.literal(true) });

/** GET /api/health (routes/health.ts declares the same as a Fastify response schema). */
export const HealthResponse = z.object({ status: z.literal('ok'), version: z.string(), time: z.iso.datetime() });

/** GET /api/health/live: the process answers. */
export const LivenessResponse = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: this process takes requests (503 otherwise). */
export const ReadinessResponse = z.object({ status: z.literal('ready') });

/** GET /api/public-config: what the app shows to visitors. */
export const PublicConfig = z.object({ supportEmail: z.string() });

/** GET /api/auth/embed-origins: the origins that may frame /login-iframe and /reset-password-iframe. */
export const EmbedOrigins = z.object({ origins: z.array(z.string()) });

/** GET /api/auth/altcha-challenge: an ALTCHA v2 challenge (altcha-lib), solved by the sign-up form's worker. */
export const AltchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
  }).catchall(z.unknown()),
  signature: z.string().optional(),
}).catchall(z.unknown());

/** POST /api/reptiles/:id/photo: where the new photo is served and the reptile row's new version. */
export const ReptilePhotoResponse = z.object({ photoUrl: z.string(), version: z.number().int() });

/** GET /api/openapi.json: this document (OpenAPI 3.1). */
export const OpenApiDocument = z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) }).catchall(z.unknown());

export const IdParams = z.object({ id: RowId });
export const UserIdParams = z.object({ userId: RowId });
