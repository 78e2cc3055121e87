/**
 * Whether the language showing was chosen on purpose. A choice wins over the account's language
 * at sign-in (as a theme chosen with the toggle does): someone who switched the login page to
 * Bulgarian, or opened a `?lng=bg` link, must not be switched back to English by an account
 * created in English. The header switch is a choice for this device (localStorage); a `?lng=`
 * link one for this visit (sessionStorage), since the link is gone after the first navigation.
 * Browser detection is not a choice and sets nothing.
 */
const LANGUAGE_CHOICE_KEY = 'herptrack-language-chosen';

function remember(storage: () => Storage): void {
  try {
    storage().setItem(LANGUAGE_CHOICE_KEY, '1');
  } catch {
    // Storage refused (private mode): the account's language will apply at the next sign-in.
  }
}

function has(storage: () => Storage): boolean {
  try {
    return storage().getItem(LANGUAGE_CHOICE_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberLanguageChoice(): void {
  remember(() => localStorage);
}

/** Notes a `?lng=` naming one of `languages` (`bg`, `bg-BG`) as this visit's choice. */
export function rememberLinkLanguage(search: string, languages: readonly string[]): void {
  const asked = new URLSearchParams(search).get('lng')?.toLowerCase().split('-')[0];
  if (asked && languages.includes(asked)) remember(() => sessionStorage);
}

export function languageWasChosen(): boolean {
  return has(() => localStorage) || has(() => sessionStorage);
}
