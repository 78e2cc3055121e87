/**
 * The reptile page on a 390 px phone. jsdom has no layout, so these tests hold what guarantees
 * it: the tab list wraps (never a sideways scroll that hides tabs), every tab opens by role and
 * name in both languages and keeps its ?tab= link, the occasional actions sit in one named menu,
 * a closed phone sidebar takes no focus, and toasts stay under dialogs with a named close button.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../app/components/toast-host';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { AppLayout } from '../../app/layout/app-layout';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  act(() => notifications.clean());
  endSession('user');
});

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

async function openPage(tab = '', lng: 'en' | 'bg' = 'en') {
  const db = signInKeeper();
  const reptile = syncedReptile(db, { name: 'Nagini' });
  await db.reptiles.put(reptile);
  renderWithProviders(
    <Routes><Route path="/reptiles/:id" element={<><ReptileDetailsPage /><Search /></>} /></Routes>,
    { route: `/reptiles/${reptile.id}${tab}`, lng },
  );
  return screen.findByRole('tablist');
}

const TABS = {
  en: ['Overview', 'Feeding', 'Growth', 'Shedding', 'Health', 'Breeding', 'Events'],
  bg: ['Общ преглед', 'Хранене', 'Растеж', 'Смяна на кожата', 'Здраве', 'Размножаване', 'Събития'],
};
const KEYS = ['overview', 'feeding', 'growth', 'shedding', 'health', 'breeding', 'events'];

describe('the tabs at 390 px', () => {
  it.each(['en', 'bg'] as const)('wrap into rows rather than scroll, and each opens by role and name (%s)', async (lng) => {
    const list = await openPage('', lng);
    expect(list).toHaveStyle({ flexWrap: 'wrap' });
    expect(list.style.overflowX).toBe('');
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS[lng]);
    for (const [i, name] of [...TABS[lng].entries()].reverse()) {
      await userEvent.click(within(list).getByRole('tab', { name }));
      expect(within(list).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', within(list).getByRole('tab', { name }).id);
      expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent(i === 0 ? /^$/ : `?tab=${KEYS[i]}`);
    }
  });

  it('opens the tab a link names, and the keyboard walks from it round to the first', async () => {
    const list = await openPage('?tab=events');
    const events = within(list).getByRole('tab', { name: 'Events' });
    expect(events).toHaveAttribute('aria-selected', 'true');
    events.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(list).getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(within(list).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(list).getByRole('tab', { name: 'Breeding' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the actions above the tabs', () => {
  it('are Edit beside the name and one menu for selling, the care card, export and delete', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', expect.stringMatching(/\/edit$/));
    expect(screen.queryByRole('button', { name: /Export|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/ZIP archive/)).not.toBeInTheDocument();
    const actions = screen.getByRole('button', { name: 'Actions for Nagini' });
    expect(actions).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(actions);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Print its QR label', 'Report for the vet', 'Sell or give away', 'Care card', 'Export JSON', 'Export CSVOne ZIP archive, a file per kind of record', 'Delete',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Nagini?' })).toBeInTheDocument();
  });

  it('names the menu in Bulgarian', async () => {
    await openPage('', 'bg');
    await userEvent.click(screen.getByRole('button', { name: 'Действия за Nagini' }));
    expect(await screen.findByRole('menuitem', { name: 'Изтрий' })).toBeInTheDocument();
  });
});

describe('the phone sidebar', () => {
  it('is inert while closed, so focus skips its links, and not once opened', async () => {
    signInKeeper();
    const { container } = renderWithProviders(<AppLayout />, { route: '/dashboard' });
    const menu = await screen.findByRole('button', { name: 'Open the menu' });
    const sidebar = container.ownerDocument.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(sidebar?.querySelector('a[href="/calendar"]')).not.toBeNull();
    expect(sidebar).toHaveAttribute('inert');
    await userEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close the menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).not.toHaveAttribute('inert');
  });
});

describe('toasts on a phone', () => {
  it.each([['en', 'Close'], ['bg', 'Затвори']] as const)('sit under dialogs, at the bottom, with a named close button (%s)', async (lng, close) => {
    renderWithProviders(<ToastHost />, { lng });
    act(() => { notifications.show({ message: 'Saved', withCloseButton: true }); });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByRole('button', { name: close })).toBeInTheDocument();
    const root = toast.closest<HTMLElement>('[data-position]');
    expect(root).toHaveAttribute('data-position', 'bottom-center');
    // Over the app shell's header and bottom bar (100), under Mantine's modals and drawers (200).
    const zIndex = Number(root?.style.getPropertyValue('--notifications-z-index') || NaN);
    expect(zIndex).toBeGreaterThan(100);
    expect(zIndex).toBeLessThan(200);
  });
});
