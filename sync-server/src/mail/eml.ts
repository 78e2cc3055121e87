/**
 * Reads back the .eml files the file transport writes (our own output only: one text/plain part,
 * quoted-printable, UTF-8 headers as encoded words). Used by /dev/mailbox and by tests.
 */
export interface DecodedMail {
  to: string;
  subject: string;
  text: string;
}

const decodeQuotedPrintable = (s: string): string =>
  Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
    .toString('utf8');

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')));
}

function header(eml: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(eml);
  return decodeEncodedWords(match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '');
}

export function decodeEml(eml: string): DecodedMail {
  const part = /Content-Type: text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(eml);
  const encoded = part?.[1] ?? '';
  const qp = /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: quoted-printable/i.test(eml);
  return { to: header(eml, 'To'), subject: header(eml, 'Subject'), text: qp ? decodeQuotedPrintable(encoded) : encoded };
}

/** The http(s) links in a decoded text. */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];
