/**
 * What the shared date field (app/components/date-field.tsx) shows for an IsoDate, for tests that
 * read a field back: "Nov 27, 2026" in English, "27.11.2026" in Bulgarian. Typing needs no help:
 * the field takes an IsoDate typed or filled in, in either language.
 */
import userEvent from '@testing-library/user-event';

export function shownDate(iso: string, lng: 'en' | 'bg' = 'en'): string {
  if (lng === 'bg') return iso.split('-').reverse().join('.');
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * Puts a date in the field in one go, as a paste or playwright's fill does. Typed key by key, each
 * key re-renders the open calendar, which on a loaded test machine costs seconds per date.
 */
export async function enterDate(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.paste(text);
}
