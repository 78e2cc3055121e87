/**
 * The shape of a route's declaration: method, path, who may call, what it takes and what it
 * answers, with the shared zod schemas. `route()` (../routes/declare.ts) registers the handler from
 * it and parses the request with its schemas before the handler runs, and the OpenAPI document
 * (./document.ts) is built from the declarations the app registered, so the two cannot name
 * different schemas. Fastify itself neither validates nor serialises with them (decisions 0016, 0031).
 */
import type { z } from 'zod';
import { MAX_INPUT_PIXELS, uploadPolicy, type UploadKind } from '../../../shared/uploads/policy';

/** Who may call: `public` needs no token; `user` any signed-in keeper; the others that role (admins pass moderator routes too). */
export type Access = 'public' | 'user' | 'moderator' | 'admin';

export const TAGS = {
  System: 'Health and public settings: no token needed.',
  Accounts: 'Sign-up, sign-in, sessions and password resets (the refresh token travels in an HttpOnly cookie).',
  Profile: 'The signed-in keeper\'s own profile, preferences, avatar and account.',
  Sync: 'The offline-first sync protocol: push mutations, pull rows (DESIGN.md section 2).',
  Reptiles: 'Reptile photos (reptiles themselves are synced).',
  Achievements: 'The achievement catalogue and the keeper\'s achievements.',
  ReptiCoins: 'The wallet, buying a plan with coins, the social reward, and admins\' adjustments.',
  Notifications: 'The keeper\'s inbox (no /api prefix, as in the spec) and admins\' messages.',
  Calendar: 'The community calendar and its moderation.',
  Contest: 'The monthly photo contest, its review and its settings.',
  Insights: 'Insights per reptile and their monthly quota.',
  Transfers: 'Selling or giving an animal to another keeper: offers, the offers made to me, accept, decline, cancel.',
  Feedback: 'Bug reports and feature requests: keepers file and follow their own.',
  'Feedback admin': 'Every bug report and feature request: filter, status, archive, comment.',
  Admin: 'The admin area: users, the ReptiCoins history, the audit log, counts.',
  Documentation: 'This document.',
} as const;
export type Tag = keyof typeof TAGS;

/** A JSON answer (a shared zod schema), or one with no JSON body. */
export type Answer =
  | z.ZodType
  /** Status >= 400: the error body `{ error, message }` with this description; below 400: no body. */
  | string
  | { description: string; media: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDeclaration {
  method: Method;
  /** The Fastify path, e.g. `/api/bug-reports/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly Tag[];
  access: Access;
  /** Path parameters by name; a `:name` in the path not listed here is a plain string. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `image`: the raw bytes of an image (any content type: the server judges the bytes). Default `json` when `body` is set. */
  bodyType?: 'json' | 'image';
  responses: Readonly<Record<number, Answer>>;
}

export const binary = (media: string, description: string): Answer => ({ media, description });

/** `5 MB` for 5 * 1024 * 1024: the limits the prose states are read from the constants that enforce them. */
export const megabytes = (bytes: number): string => `${bytes / (1024 * 1024)} MB`;
/** `4096 x 4096`: a pixel limit as the square it allows. */
export const pixels = (count = MAX_INPUT_PIXELS): string => `${Math.sqrt(count)} x ${Math.sqrt(count)}`;

export const RATE_LIMITED = 'Too many attempts from this address (`rate-limited`, with Retry-After).';

const TYPE_NAMES = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' } as const;
/** `PNG, JPEG or WebP`: an upload kind's types, in its policy's order. */
export const imageTypes = (kind: UploadKind): string => {
  const names = uploadPolicy(kind).types.map((t) => TYPE_NAMES[t]);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

/** An upload's body in words: its types and size limit (shared/uploads/policy.ts), and what happens to it. */
export const imageBody = (kind: UploadKind, then: string): string =>
  `The image's bytes (${imageTypes(kind)}, at most ${megabytes(uploadPolicy(kind).maxBytes)}), ${then}`;

/** What every image upload can be refused with, from its kind's policy: unreadable or too many pixels, too many bytes, not one of its types. */
export const imageRefusals = (kind: UploadKind) => ({
  400: `The bytes are not a readable image, or it has more than ${pixels(uploadPolicy(kind).maxPixels)} pixels (\`invalid-image\`).`,
  413: `The image is larger than ${megabytes(uploadPolicy(kind).maxBytes)} (\`file-too-large\`).`,
  415: `Not a ${imageTypes(kind)} image (\`invalid-file-type\`).`,
}) as const;
