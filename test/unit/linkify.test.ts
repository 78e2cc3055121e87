/**
 * Linkify (shared/rules/linkify.ts): which parts of a notification's message become links, with
 * hostile inputs. Whatever is not a link comes back as the exact text of the message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify, plainText, safeHref, safeImageSrc, type Segment } from '../../shared/rules/linkify';
import { notificationPreview } from '../../shared/notifications/preview';

const t = (text: string): Segment => ({ text });
const a = (link: string, href: string): Segment => ({ link, href });

describe('linkify', () => {
  it.each<[string, string, Segment[]]>([
    ['plain text', 'Welcome to HerpTrack!', [t('Welcome to HerpTrack!')]],
    ['empty', '', []],
    ['a markdown link', 'Read [the rules](https://herptrack.app/rules) first.',
      [t('Read '), a('the rules', 'https://herptrack.app/rules'), t(' first.')]],
    ['an http markdown link', '[old](http://example.com/x?a=1&b=2#top)', [a('old', 'http://example.com/x?a=1&b=2#top')]],
    ['a bare URL', 'Go to https://herptrack.app now', [t('Go to '), a('https://herptrack.app', 'https://herptrack.app/'), t(' now')]],
    ['upper-case scheme', 'HTTPS://EXAMPLE.COM/Path', [a('HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path')]],
    ['two bare URLs', 'https://a.example and http://b.example',
      [a('https://a.example', 'https://a.example/'), t(' and '), a('http://b.example', 'http://b.example/')]],
    ['both kinds', '[A](https://a.example) or https://b.example/x',
      [a('A', 'https://a.example/'), t(' or '), a('https://b.example/x', 'https://b.example/x')]],
  ])('%s', (_name, input, want) => {
    expect(linkify(input)).toEqual(want);
  });

  it.each<[string, string, Segment[]]>([
    ['a full stop', 'See https://x.example/a.', [t('See '), a('https://x.example/a', 'https://x.example/a'), t('.')]],
    ['a comma and more', 'https://x.example, then', [a('https://x.example', 'https://x.example/'), t(', then')]],
    ['several marks', 'Wow https://x.example/a?!...', [t('Wow '), a('https://x.example/a', 'https://x.example/a'), t('?!...')]],
    ['a parenthesis it did not open', '(see https://x.example/a)', [t('(see '), a('https://x.example/a', 'https://x.example/a'), t(')')]],
    ['a parenthesis it opened', 'https://en.wikipedia.org/wiki/Pogona_(genus)',
      [a('https://en.wikipedia.org/wiki/Pogona_(genus)', 'https://en.wikipedia.org/wiki/Pogona_(genus)')]],
    ['a markdown address with parentheses', '[Pogona](https://en.wikipedia.org/wiki/Pogona_(genus)).',
      [a('Pogona', 'https://en.wikipedia.org/wiki/Pogona_(genus)'), t('.')]],
    ['angle brackets around it', '<https://x.example>', [t('<'), a('https://x.example', 'https://x.example/'), t('>')]],
    ['quotes around it', '"https://x.example"', [t('"'), a('https://x.example', 'https://x.example/'), t('"')]],
    ['a bracket it did not open', '[https://x.example]', [t('['), a('https://x.example', 'https://x.example/'), t(']')]],
  ])('trailing punctuation: %s', (_name, input, want) => {
    expect(linkify(input)).toEqual(want);
  });

  it.each<[string, string, Segment[]]>([
    ['nested brackets in the text', '[see [docs]](https://x.example)', [a('see [docs]', 'https://x.example/')]],
    ['two levels of nesting are not link text', '[a [b [c]]](https://x.example)',
      [t('[a [b [c]]]('), a('https://x.example', 'https://x.example/'), t(')')]],
    ['unclosed bracket', '[oops(https://x.example)', [t('[oops('), a('https://x.example', 'https://x.example/'), t(')')]],
    ['empty text', '[](https://x.example)', [t('[]('), a('https://x.example', 'https://x.example/'), t(')')]],
    ['a space in the address', '[x](https://x.example "title")',
      [t('[x]('), a('https://x.example', 'https://x.example/'), t(' "title")')]],
    ['text then link back to back', 'a[b](https://x.example)c', [t('a'), a('b', 'https://x.example/'), t('c')]],
  ])('markdown edge: %s', (_name, input, want) => {
    expect(linkify(input)).toEqual(want);
  });

  // Hostile inputs: never a link to anything but http(s), always the message's own text.
  it.each<[string, string]>([
    ['javascript: markdown', '[click me](javascript:alert(1))'],
    ['JavaScript: mixed case', '[click me](JaVaScRiPt:alert(document.cookie))'],
    ['javascript: with an entity', '[x](javascript&#58;alert(1))'],
    ['data: URL', '[pic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['file:', '[x](file:///etc/passwd)'],
    ['relative', '[settings](/settings)'],
    ['protocol-relative', '[x](//evil.example/path)'],
    ['scheme without slashes', '[x](https:evil.example)'],
    ['a bare javascript: URL', 'javascript:alert(1)'],
    ['a bare data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['HTML', '<b>bold</b> <script>alert(1)</script> <img src=x onerror=alert(1)>'],
    ['an HTML anchor', '<a href="javascript:alert(1)">click</a>'],
    ['credentials in a markdown address', '[bank](https://bank.example@evil.example/login)'],
    ['credentials in a bare URL', 'https://user:pass@evil.example/'],
    ['a host-less URL', 'https:// and http:///x'],
  ])('%s stays text', (_name, input) => {
    const segments = linkify(input);
    expect(segments.every((s) => 'text' in s)).toBe(true);
    expect(plainText(segments)).toBe(input);
  });

  it('links only the http(s) part after a javascript: prefix, never the prefix', () => {
    expect(linkify('javascript:alert(1)//https://x.example')).toEqual([t('javascript:alert(1)//'), a('https://x.example', 'https://x.example/')]);
    // A scheme glued to a word is not a URL start.
    expect(linkify('xhttps://x.example')).toEqual([t('xhttps://x.example')]);
  });

  it('keeps HTML next to a link as text', () => {
    expect(linkify('<b>[hi](https://x.example)</b>')).toEqual([t('<b>'), a('hi', 'https://x.example/'), t('</b>')]);
    expect(linkify('[<img src=x onerror=alert(1)>](https://x.example)')).toEqual([a('<img src=x onerror=alert(1)>', 'https://x.example/')]);
  });

  it('encodes what a browser would (a quote cannot leave the href)', () => {
    expect(linkify('[x](https://x.example/a"onclick="alert(1))')).toEqual([a('x', 'https://x.example/a%22onclick=%22alert(1)')]);
  });

  it('answers any message quickly and gives back its exact text', () => {
    const hostile = ['['.repeat(5000), '[a]('.repeat(1200), '[[a]'.repeat(1200) + ']', `https://${'a'.repeat(5000)}`, '('.repeat(5000), `[${'x]('.repeat(1500)}`];
    for (const input of hostile) {
      const started = performance.now();
      expect(plainText(linkify(input))).toBe(input);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it('never loses or adds a character, and links only http(s)', () => {
    const piece = fc.constantFrom('[', ']', '(', ')', 'https://', 'http://', 'javascript:', 'x.example', '/', '.', ' ', '<b>', 'a', '@', '"');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }).map((p) => p.join('')), (input) => {
      const segments = linkify(input);
      const links = segments.filter((s): s is { link: string; href: string } => 'link' in s);
      return links.every((l) => /^https?:\/\//.test(l.href)) && (links.length > 0 || plainText(segments) === input);
    }));
  });
});

describe('safeHref', () => {
  it.each<[string, string | null]>([
    ['https://x.example', 'https://x.example/'],
    ['http://x.example:8080/a b', 'http://x.example:8080/a%20b'],
    ['javascript:alert(1)', null],
    ['data:,x', null],
    ['//x.example', null],
    ['/relative', null],
    ['https://', null],
    ['https://u@x.example', null],
    ['ftp://x.example', null],
    // Our own message images are sources for <img>, never a link's address.
    ['/api/notifications/images/0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f.webp', null],
  ])('%s -> %s', (raw, want) => {
    expect(safeHref(raw)).toBe(want);
  });

  it('a markdown link to our own image path stays text', () => {
    const path = '/api/notifications/images/0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f.webp';
    expect(linkify(`[x](${path})`)).toEqual([{ text: `[x](${path})` }]);
  });
});

describe('safeImageSrc', () => {
  it.each<[string, string | null]>([
    ['/api/notifications/images/0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f.webp', '/api/notifications/images/0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f.webp'],
    ['/api/notifications/images/../../secret.webp', null],
    ['https://x.example/a.png', 'https://x.example/a.png'],
    ['javascript:alert(1)', null],
  ])('%s -> %s', (raw, want) => {
    expect(safeImageSrc(raw)).toBe(want);
  });
});

describe('notificationPreview', () => {
  it.each<[string, string, string]>([
    ['short stays whole', 'Hello there', 'Hello there'],
    ['exactly 100 stays whole', 'a'.repeat(100), 'a'.repeat(100)],
    ['101 is cut at 100 with "..."', 'a'.repeat(101), `${'a'.repeat(100)}...`],
    ['a link shows its text', 'Read [the rules](https://x.example/rules) now', 'Read the rules now'],
    ['lines become one', 'one\n\ntwo\tthree', 'one two three'],
    ['a space before the cut is dropped', `${'a'.repeat(99)} bcd`, `${'a'.repeat(99)}...`],
    ['emoji are not split', '🦎'.repeat(101), `${'🦎'.repeat(100)}...`],
  ])('%s', (_name, message, want) => {
    expect(notificationPreview(message)).toBe(want);
  });
});
