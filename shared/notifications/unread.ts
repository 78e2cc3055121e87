/** What the bell shows: how many listed messages are unread, and the badge's text ("9+" above 9, spec section 9). */
export const unreadCount = (list: readonly { is_read: boolean }[]): number => list.filter((n) => !n.is_read).length;

export const BADGE_MAX = 9;
export const unreadBadgeText = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));
