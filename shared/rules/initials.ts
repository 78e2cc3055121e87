/**
 * The letters an avatar shows when there is no photo: from the display name (the username), or
 * when that has no letters the e-mail's local part, so a@example.com is "A", never "A@". Letters only, of any script:
 * digits and separators (. _ - and the like) only split words. Two words give their first
 * letters (john.doe: "JD"), one word its first two (nagini: "NA"); no letters at all give "" and
 * the avatar shows its placeholder.
 */
export function avatarInitials(username: string | null | undefined, email: string): string {
  return initialsOf(username ?? '') || initialsOf(email.split('@')[0] ?? '');
}

function initialsOf(name: string): string {
  const [first = '', second] = name.normalize('NFC').match(/\p{L}+/gu) ?? [];
  const letters = second ? [[...first][0], [...second][0]] : [...first].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}
