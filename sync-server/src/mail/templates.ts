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
  | { kind: 'transfer-offer-invite'; link: string };

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
  },
};

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function fill(line: string, fields: Record<string, string | number>): string {
  return line.replace(/\{(\w+)\}/g, (m, name: string) => (name in fields ? String(fields[name]) : m));
}

export function renderMail(template: MailTemplate, language: MailLanguage): RenderedMail {
  const copy = COPY[language][template.kind];
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(template)) if (value !== null) fields[name] = value as string | number;
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
