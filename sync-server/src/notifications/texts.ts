/**
 * The words of the messages the server writes, from the app's own translation files (one source
 * of the words, as the achievement catalogue does): a message is stored as text in the language
 * the keeper had chosen when it was sent (`users.language`), since the inbox keeps text, not keys.
 */
import { readFileSync } from 'node:fs';
import type { Queryable } from '../db/store';

export type TextLanguage = 'en' | 'bg';
export type TextVars = Record<string, string | number>;

const files = new Map<string, unknown>();
function localeFile(namespace: string, lng: TextLanguage): unknown {
  const name = `${lng}/${namespace}`;
  if (!files.has(name)) files.set(name, JSON.parse(readFileSync(new URL(`../../../locales/${name}.json`, import.meta.url), 'utf8')));
  return files.get(name);
}

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

/**
 * `namespace:key` of locales/<lng>/<namespace>.json with its {{name}} placeholders filled (the
 * English text when the Bulgarian one is missing). A missing English text is a bug: it throws,
 * so a test finds it rather than a keeper reading an empty message.
 */
export function localeText(namespace: string, lng: TextLanguage, key: string, vars: TextVars = {}): string {
  const find = (l: TextLanguage): unknown => {
    // i18next's plural keys (`key_one`, `key_other`) when the text counts something.
    const plural = typeof vars.count === 'number' ? lookup(localeFile(namespace, l), `${key}_${new Intl.PluralRules(l).select(vars.count)}`) : undefined;
    return plural ?? lookup(localeFile(namespace, l), key) ?? (typeof vars.count === 'number' ? lookup(localeFile(namespace, l), `${key}_other`) : undefined);
  };
  const text = find(lng) ?? find('en');
  if (typeof text !== 'string') throw new Error(`no text for ${namespace}:${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The keeper's language (English for an unknown user: the caller's insert then fails on its key anyway). */
export async function userLanguage(q: Queryable, userId: string): Promise<TextLanguage> {
  const row = await q.one<{ language: string }>('SELECT language FROM users WHERE id = ?', [userId]);
  return row?.language === 'bg' ? 'bg' : 'en';
}

/** An instant in words of the language, in UTC (the server does not know the keeper's time zone, so it says which zone it means). */
export function formatInstant(lng: TextLanguage, ms: number): string {
  const text = new Intl.DateTimeFormat(lng === 'bg' ? 'bg-BG' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(ms);
  return `${text} UTC`;
}
