/**
 * The moderator panel's entry in the signed-in layout: in the sidebar for moderators and admins
 * only (the server's isModerator is true for admins too, but an admin's claims are checked on their
 * own), never in the phone's bottom bar of main entries.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../app/layout/app-layout';
import { NAV_ITEMS, visibleTo } from '../../app/layout/nav-items';
import { endSession, useSession } from '../../app/lib/session';
import { BASIC_CLAIMS, type Claims } from '../../app/lib/session/store';
import { signInKeeper } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch } from '../helpers/session-fixtures';

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
});

const moderatorEntry = NAV_ITEMS.find((i) => i.to === '/moderator');

describe('who sees the moderator entry', () => {
  it.each([
    ['a keeper', {}, false],
    ['a moderator', { isModerator: true }, true],
    ['an admin', { isAdmin: true, isModerator: true }, true],
    ['an admin whose claims say admin only', { isAdmin: true }, true],
  ] as const)('%s: %s', (_, claims, shown) => {
    expect(moderatorEntry && visibleTo(moderatorEntry, { ...BASIC_CLAIMS, ...claims } satisfies Claims)).toBe(shown);
  });

  it('nobody signed in sees it; every entry without roles is for everyone', () => {
    expect(moderatorEntry && visibleTo(moderatorEntry, null)).toBe(false);
    expect(NAV_ITEMS.filter((i) => !i.roles).every((i) => visibleTo(i, null))).toBe(true);
    expect(NAV_ITEMS.filter((i) => i.roles).map((i) => i.to)).toEqual(['/moderator', '/admin']);
    expect(moderatorEntry?.bottomBar).toBeFalsy();
  });

  it.each([[false], [true]])('the layout shows it in the sidebar only to a moderator (moderator: %s)', async (isModerator) => {
    stubFetch(() => json(200, []));
    signInKeeper();
    useSession.getState().setClaims({ ...BASIC_CLAIMS, isModerator });
    renderWithProviders(<AppLayout />, { route: '/dashboard' });
    const [sidebar, bottomBar] = await screen.findAllByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar as HTMLElement).queryByRole('link', { name: 'Moderation' }) !== null).toBe(isModerator);
    if (isModerator) expect(within(sidebar as HTMLElement).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderator');
    expect(within(bottomBar as HTMLElement).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});
