/**
 * Configuration comes from environment variables only, validated once at start. A bad value stops
 * the server with a message naming the variable; secrets that are not given are generated into
 * DATA_DIR on first start so that `npm start` works on a fresh machine with no configuration.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const csv = z.string().transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('HerpTrack <no-reply@herptrack.local>'),
  SUPPORT_EMAIL: z.email().default('support@herptrack.app'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  EMBED_ALLOWED_ORIGINS: csv.default([]),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** Trust X-Forwarded-For only behind a proxy we run: `true` or its addresses/CIDRs. */
  TRUST_PROXY: z.string().optional(),
  /** Where uploaded photos and avatars live; a volume every server process mounts, when several run. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** PostgreSQL for several server processes; without it the embedded SQLite under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  /** Serves /dev/mailbox (every e-mail written to DATA_DIR/mail, readable by anyone who can reach the server). */
  /** The social page whose visit earns the one-time ReptiCoins reward (spec section 9). */
  SOCIAL_PAGE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://www.facebook.com/herptrack'),
  DEV_MAILBOX: z.enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' }).default('0'),
  /**
   * An OpenAI-compatible chat endpoint (a local Ollama: http://127.0.0.1:11434/v1) that may phrase
   * insights; without it nothing about a keeper's animals leaves the server.
   */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(12_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  jwtSecret: string;
  altchaHmacKey: string;
  embedAllowedOrigins: string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  staticDir: string;
  trustProxy: boolean | string[];
  /** Uploaded files (storage/files.ts): UPLOADS_DIR, or DATA_DIR/uploads. */
  uploadsDir: string;
  /** A postgres:// URL, or undefined for the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  /**
   * /dev/mailbox is served: only when a developer asked for it (`npm run dev`, DEV_MAILBOX=1),
   * never by default, since it hands every reset code to whoever can reach the server.
   */
  devMailbox: boolean;
  /** The social page of the one-time reward (SOCIAL_PAGE_URL). */
  socialPageUrl: string;
  /** The language model that may phrase insights (LLM_*), or null: the findings' own sentences. */
  llm: LlmConfig | null;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export class ConfigError extends Error {}

function secret(dataDir: string, name: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

function parseTrustProxy(raw: string | undefined): boolean | string[] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw.split(',').map((x) => x.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be given together');
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL and LLM_MODEL must be given together');
  }
  const devMailbox = e.DEV_MAILBOX === '1' || e.DEV_MAILBOX === 'true';
  if (devMailbox && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  DEV_MAILBOX: must not be set with NODE_ENV=production (it shows every e-mail, reset codes included, to anyone)');
  }
  const dataDir = resolve(e.DATA_DIR);
  // The database, mail (reset codes) and secrets live here: the server's user only (issue 24).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    jwtSecret: secret(dataDir, 'jwt', e.JWT_SECRET),
    altchaHmacKey: secret(dataDir, 'altcha', e.ALTCHA_HMAC_KEY),
    embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    staticDir: resolve(e.STATIC_DIR),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    databaseUrl: e.DATABASE_URL,
    uploadsDir: e.UPLOADS_DIR ? resolve(e.UPLOADS_DIR) : join(dataDir, 'uploads'),
    devMailbox,
    socialPageUrl: e.SOCIAL_PAGE_URL,
    llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''), model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS } : null,
  };
}
