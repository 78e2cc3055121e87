/**
 * Findings as sentences in the keeper's language. The texts are the `findings` object of
 * locales/<lng>/insights.json; the caller brings the translation function: i18next's `t` in the
 * app (with the `insights` namespace), or `interpolatingT` below where i18next is not loaded (the
 * server). `t` is only asked to look a key up, pick `_one` / `_other` by `count` and fill
 * `{{name}}`s: all formatting happens here, so no i18next formatter is needed anywhere.
 *
 * Decision on dates and numbers: a finding's params stay machine values (ISO dates as the
 * contract says, numbers already rounded by analyze.ts), readable by any client or model, and
 * `sentenceParams` turns them into what a sentence shows, by the name conventions of analyze.ts:
 * - `…Date`: with `lng`, the app's own date style (Intl medium, e.g. "12 Mar 2026" /
 *   "12.03.2026 г."); without, the language-neutral dd.mm.yyyy;
 * - `…Days`: "7 days" / "1 day" / "7 дни" through the `findings.days` plural text, so every day
 *   count in a sentence agrees with its number, not only the one named `count`;
 * - other numbers except `count` (which i18next needs as a number to choose the plural form):
 *   with `lng`, Intl number formatting (the Bulgarian decimal comma: "45,5 г"); without, as is.
 */
import { parseIsoDate } from '../rules/calendar-date';
import type { Finding } from './types';

/** What a sentence needs of i18next's `t` (or of `interpolatingT`). */
export type Translate = (key: string, params: Record<string, string | number>) => string;

export interface SentenceOptions {
  /** The keeper's language ('en', 'bg'): dates and decimals in its style. */
  lng?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** dd.mm.yyyy, the same in English (en-GB) and Bulgarian. */
export function shortDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${String(year).padStart(4, '0')}`;
}

function formatDate(iso: string, lng: string | undefined): string {
  if (!lng) return shortDate(iso);
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

const formatNumber = (n: number, lng: string | undefined): string | number =>
  lng ? new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(n) : n;

/** A finding's params as its sentence shows them (see the conventions above). */
export function sentenceParams(f: Finding, t: Translate, options: SentenceOptions = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(f.params)) {
    if (name === 'count') out[name] = value;
    else if (typeof value === 'number' && name.endsWith('Days')) out[name] = t('findings.days', { count: value });
    else if (typeof value === 'number') out[name] = formatNumber(value, options.lng);
    else if (name.endsWith('Date') && ISO_DATE.test(value)) out[name] = formatDate(value, options.lng);
    else out[name] = value;
  }
  return out;
}

/** One finding as a sentence: `t('findings.<code>', params)`. */
export function findingSentence(f: Finding, t: Translate, options: SentenceOptions = {}): string {
  return t(`findings.${f.code}`, sentenceParams(f, t, options));
}

/** All findings as text, one "- " bullet a line (for a message, an e-mail or a model to rephrase). */
export function insightText(findings: readonly Finding[], t: Translate, options: SentenceOptions = {}): string {
  return findings.map((f) => `- ${findingSentence(f, t, options)}`).join('\n');
}

/**
 * A minimal `t` over one namespace's JSON (e.g. the parsed locales/bg/insights.json) for code
 * that does not run i18next: dotted keys, `_one` / `_other` (any CLDR category of `lng`) by a
 * numeric `count`, `{{name}}` filled in. A missing key returns the key, as i18next does; a
 * missing value leaves its `{{name}}` in place.
 */
export function interpolatingT(resources: Readonly<Record<string, unknown>>, lng: string): Translate {
  const plural = new Intl.PluralRules(lng);
  const lookup = (key: string): string | undefined => {
    let node: unknown = resources;
    for (const part of key.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key, params) => {
    const count = params.count;
    const text = (typeof count === 'number' ? (lookup(`${key}_${plural.select(count)}`) ?? lookup(`${key}_other`)) : undefined) ?? lookup(key);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  };
}
