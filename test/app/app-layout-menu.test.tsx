/**
 * On a phone the sidebar is behind the header's menu button, so every screen of the sidebar
 * (calendar, contest, moderation...) is reachable there, not only the bottom bar's five; choosing
 * an entry closes the menu.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../app/layout/app-layout';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';

afterEach(() => endSession('user'));

describe('the phone menu', () => {
  it('opens the sidebar with every entry, says so, and closes after a choice', async () => {
    signInKeeper();
    renderWithProviders(<AppLayout />, { route: '/dashboard' });
    const open = await screen.findByRole('button', { name: 'Open the menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const close = await screen.findByRole('button', { name: 'Close the menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    const sidebar = screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;
    for (const name of ['Calendar', 'Contest', 'Collections', 'Achievements', 'Settings']) {
      expect(sidebar.querySelector(`a[href="/${name.toLowerCase()}"]`), name).not.toBeNull();
    }
    await userEvent.click(sidebar.querySelector('a[href="/calendar"]') as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'false'));
  });
});
