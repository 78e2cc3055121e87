/**
 * The texts of every e-mail, in English and Bulgarian, as plain text plus a simple HTML twin.
 * Server mail is not part of the app's i18next bundles: it is rendered here, in the language
 * stored on the account (or chosen on the sign-up form for a new one).
 */
export type MailLanguage = 'en' | 'bg';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { kind: 'confirm-signup'; link: string }
  | { kind: 'already-registered'; forgotLink: string }
  | { kind: 'reset-password'; link: string; code: string; codeMinutes: number; linkHours: number }
  /**
   * A keeper offers an animal to this address (transfers). Neither carries anything a keeper typed
   * (issue 24): an offer e-mails any address, so the seller's username and the animal's name and
   * species were free text in a mail sent from our domain to a stranger, a ready phishing kit
   * ("Nagini — verify your account at …"). `transfer-offer` goes to an address with an account: it
   * says a keeper offers them a reptile, for how long, and where to see it; who and what is shown
   * after sign-in, where the app renders it as text beside the seller's record. Dropping it there too
   * costs the buyer one sign-in and leaves a mail in which nothing can be written by a sender.
   * `transfer-offer-invite` goes to an address with no account and says only that.
   */
  | { kind: 'transfer-offer'; link: string; days: number }
  | { kind: 'transfer-offer-invite'; link: string }
  /**
   * An invitation into a shared collection (issue 27). Same rule as an offer: nothing the owner
   * typed (their name, the collection's name) is in it, only fixed words for the kind of collection
   * and the role; who invites into what is shown after sign-in (the join screen). The link carries
   * the token in its fragment. `space-invitation` goes to an address with an account,
   * `space-invitation-signup` to one without (it asks them to make one with this address).
   */
  | { kind: 'space-invitation'; link: string; days: number; space: 'household' | 'team'; role: InvitedRole; until: string | null }
  | { kind: 'space-invitation-signup'; link: string; days: number; role: InvitedRole; until: string | null };

/** The roles an invitation gives (shared/api/spaces.ts INVITED_ROLES). */
type InvitedRole = 'keeper' | 'sitter' | 'viewer';

interface Copy {
  subject: string;
  /** Paragraphs; `{link}`, `{code}` and the other fields are filled in. */
  lines: string[];
  action?: { label: string; href: 'link' | 'forgotLink' };
}

const COPY: Record<MailLanguage, { [K in MailTemplate['kind']]: Copy }> = {
  en: {
    'confirm-signup': {
      subject: 'Confirm your HerpTrack account',
      lines: [
        'Welcome to HerpTrack! Please confirm your e-mail address to finish creating your account.',
        'The link works once and expires in 24 hours.',
        'If you did not sign up, ignore this e-mail and no account will be activated.',
      ],
      action: { label: 'Confirm e-mail', href: 'link' },
    },
    'already-registered': {
      subject: 'Someone tried to sign up with your address',
      lines: [
        'Someone just tried to create a HerpTrack account with this e-mail address, but you already have one.',
        'If it was you, simply log in. If you forgot your password, you can reset it with the link below.',
        'If it was not you, you can ignore this e-mail. Your account has not been changed.',
      ],
      action: { label: 'Reset password', href: 'forgotLink' },
    },
    'reset-password': {
      subject: 'Reset your HerpTrack password',
      lines: [
        'We received a request to reset the password of your HerpTrack account.',
        'Open the link below to choose a new password. It works once and expires in {linkHours} hours.',
        'Or enter this code on the "Reset with code" page: {code} (valid for {codeMinutes} minutes).',
        'If you did not ask for this, ignore this e-mail; your password stays the same.',
      ],
      action: { label: 'Choose a new password', href: 'link' },
    },
    'transfer-offer': {
      subject: 'A reptile is offered to you on HerpTrack',
      lines: [
        'A HerpTrack keeper offers you a reptile, with its records: logs, photo, parents and morphs.',
        'To see who offers what, and to accept or decline, sign in to HerpTrack with this e-mail address and open Sales & transfers. The offer is open for {days} days.',
        'If you were not expecting it, ignore this e-mail; nothing changes unless you accept.',
      ],
      action: { label: 'Open Sales & transfers', href: 'link' },
    },
    'transfer-offer-invite': {
      subject: 'A reptile is offered to you on HerpTrack',
      lines: [
        'Someone offers you a reptile on HerpTrack: sign in to see it.',
        'If you were not expecting it, ignore this e-mail; nothing changes unless you accept.',
      ],
      action: { label: 'Open HerpTrack', href: 'link' },
    },
    'space-invitation': {
      subject: 'You are invited to a shared collection on HerpTrack',
      lines: [
        'A HerpTrack keeper invites you to join {spaceWords} and look after the animals together, {roleWords}.',
        'To see who invites you and to accept, open the link below and sign in with this e-mail address. The invitation works once and is open for {days} days.',
        'If you were not expecting it, ignore this e-mail; nothing changes unless you accept.',
      ],
      action: { label: 'Open the invitation', href: 'link' },
    },
    'space-invitation-signup': {
      subject: 'You are invited to a shared collection on HerpTrack',
      lines: [
        'Someone invites you to join a shared collection of reptiles on HerpTrack, {roleWords}.',
        'To accept, open the link below and create a HerpTrack account with this e-mail address: the invitation waits for you through the sign-up. It works once and is open for {days} days.',
        'If you were not expecting it, ignore this e-mail; nothing changes unless you accept.',
      ],
      action: { label: 'Open the invitation', href: 'link' },
    },
  },
  bg: {
    'confirm-signup': {
      subject: 'Потвърдете профила си в HerpTrack',
      lines: [
        'Добре дошли в HerpTrack! Потвърдете имейл адреса си, за да завършите създаването на профила.',
        'Връзката може да се използва веднъж и е валидна 24 часа.',
        'Ако не сте се регистрирали, пренебрегнете този имейл и профилът няма да бъде активиран.',
      ],
      action: { label: 'Потвърдете имейла', href: 'link' },
    },
    'already-registered': {
      subject: 'Някой опита да се регистрира с вашия адрес',
      lines: [
        'Някой току-що опита да създаде профил в HerpTrack с този имейл адрес, но вие вече имате профил.',
        'Ако сте били вие, просто влезте. Ако сте забравили паролата си, можете да я смените чрез връзката по-долу.',
        'Ако не сте били вие, пренебрегнете този имейл. Профилът ви не е променян.',
      ],
      action: { label: 'Смяна на паролата', href: 'forgotLink' },
    },
    'reset-password': {
      subject: 'Смяна на паролата ви в HerpTrack',
      lines: [
        'Получихме заявка за смяна на паролата на профила ви в HerpTrack.',
        'Отворете връзката по-долу, за да изберете нова парола. Тя може да се използва веднъж и е валидна {linkHours} часа.',
        'Или въведете този код на страницата „Смяна с код“: {code} (валиден {codeMinutes} минути).',
        'Ако не сте поискали това, пренебрегнете имейла; паролата ви остава същата.',
      ],
      action: { label: 'Изберете нова парола', href: 'link' },
    },
    'transfer-offer': {
      subject: 'Предлагат ви влечуго в HerpTrack',
      lines: [
        'Гледач от HerpTrack ви предлага влечуго заедно със записите му: дневници, снимка, родители и морфи.',
        'За да видите кой какво предлага и да приемете или откажете, влезте в HerpTrack с този имейл адрес и отворете „Продажби и прехвърляния“. Предложението е валидно {days} дни.',
        'Ако не го очаквате, пренебрегнете този имейл; нищо не се променя, докато не приемете.',
      ],
      action: { label: 'Към „Продажби и прехвърляния“', href: 'link' },
    },
    'transfer-offer-invite': {
      subject: 'Предлагат ви влечуго в HerpTrack',
      lines: [
        'Някой ви предлага влечуго в HerpTrack: влезте, за да го видите.',
        'Ако не го очаквате, пренебрегнете този имейл; нищо не се променя, докато не приемете.',
      ],
      action: { label: 'Към HerpTrack', href: 'link' },
    },
    'space-invitation': {
      subject: 'Поканени сте в обща колекция в HerpTrack',
      lines: [
        'Гледач от HerpTrack ви кани в {spaceWords}, за да се грижите заедно за животните – {roleWords}.',
        'За да видите кой ви кани и да приемете, отворете връзката по-долу и влезте в HerpTrack с този имейл адрес. Поканата може да се използва веднъж и е валидна {days} дни.',
        'Ако не я очаквате, пренебрегнете този имейл; нищо не се променя, докато не приемете.',
      ],
      action: { label: 'Към поканата', href: 'link' },
    },
    'space-invitation-signup': {
      subject: 'Поканени сте в обща колекция в HerpTrack',
      lines: [
        'Някой ви кани в обща колекция от влечуги в HerpTrack – {roleWords}.',
        'За да приемете, отворете връзката по-долу и създайте профил в HerpTrack с този имейл адрес: поканата ще ви чака след регистрацията. Може да се използва веднъж и е валидна {days} дни.',
        'Ако не я очаквате, пренебрегнете този имейл; нищо не се променя, докато не приемете.',
      ],
      action: { label: 'Към поканата', href: 'link' },
    },
  },
};

/**
 * Fixed words for a shared collection's kind and an invitation's role, filled in as `{spaceWords}`
 * and `{roleWords}` (a sitter's last day as `{until}` inside them, in the language's long form).
 */
const SPACE_WORDS: Record<MailLanguage, Record<'household' | 'team', string>> = {
  en: { household: 'their household', team: 'their team' },
  bg: { household: 'своето домакинство', team: 'своя екип' },
};
const ROLE_WORDS: Record<MailLanguage, Record<InvitedRole, string>> = {
  en: {
    keeper: 'as a keeper: adding and editing the animals and their records',
    sitter: 'as a sitter until {until}: logging feedings and the daily care',
    viewer: 'as a viewer: seeing the animals and their records',
  },
  bg: {
    keeper: 'с права да добавяте и променяте животните и записите им',
    sitter: 'временно, до {until}, като записвате храненията и ежедневните грижи',
    viewer: 'с права само да разглеждате животните и записите им',
  },
};

const longDate = (iso: string, language: MailLanguage): string =>
  new Intl.DateTimeFormat(language === 'bg' ? 'bg-BG' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The words a template's fixed choices stand for (none for most kinds). */
function wordsOf(template: MailTemplate, language: MailLanguage): Record<string, string> {
  if (template.kind !== 'space-invitation' && template.kind !== 'space-invitation-signup') return {};
  const until = template.until === null ? '' : longDate(template.until, language);
  return {
    roleWords: fill(ROLE_WORDS[language][template.role], { until }),
    ...(template.kind === 'space-invitation' ? { spaceWords: SPACE_WORDS[language][template.space] } : {}),
  };
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function fill(line: string, fields: Record<string, string | number>): string {
  return line.replace(/\{(\w+)\}/g, (m, name: string) => (name in fields ? String(fields[name]) : m));
}

export function renderMail(template: MailTemplate, language: MailLanguage): RenderedMail {
  const copy = COPY[language][template.kind];
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(template)) if (value !== null) fields[name] = value as string | number;
  Object.assign(fields, wordsOf(template, language));
  const lines = copy.lines.map((l) => fill(l, fields));
  const href = copy.action ? String(fields[copy.action.href]) : null;
  const text = [...lines, ...(href ? [href] : []), '', '— HerpTrack'].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1b1e">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    href && copy.action
      ? `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#2f9e44;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.action.label)}</a></p>`
      : '',
    '<p>— HerpTrack</p></body></html>',
  ].join('\n');
  return { subject: copy.subject, text, html };
}
