/**
 * Turning notifications on: the browser's prompt opens only when the keeper presses the button
 * (never on render), and what the page says follows the answer.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsCard } from '../../app/features/reminders/notifications-card';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';
import { endSession } from '../../app/lib/session';
import { forgetUser, readHealthNotice } from '../../app/lib/due-notices/notices-store';
import { fireEvent, waitFor } from '@testing-library/react';

afterEach(() => vi.unstubAllGlobals());

function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

describe('the notifications card', () => {
  it('asks only when the button is pressed, then says notifications are on and runs the notifier', async () => {
    const ask = stubNotification('default', 'granted');
    const onEnabled = vi.fn();
    renderWithProviders(<NotificationsCard onEnabled={onEnabled} />);
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on reminders notifications' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(onEnabled).toHaveBeenCalledTimes(1);
  });

  it('explains how to unblock after a refusal, and does not run the notifier', async () => {
    stubNotification('default', 'denied');
    const onEnabled = vi.fn();
    renderWithProviders(<NotificationsCard onEnabled={onEnabled} />, { lng: 'bg' });
    await userEvent.click(screen.getByRole('button', { name: 'Включи известията за напомняния' }));
    expect(await screen.findByText(/Известията са блокирани за този сайт/)).toBeInTheDocument();
    expect(onEnabled).not.toHaveBeenCalled();
  });

  it('offers no button where it would not work', () => {
    stubNotification('granted', 'granted');
    const { unmount } = renderWithProviders(<NotificationsCard />);
    expect(screen.getByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    vi.stubGlobal('Notification', undefined);
    renderWithProviders(<NotificationsCard />);
    expect(screen.getByText(/This browser cannot show notifications/)).toBeInTheDocument();
  });
});

describe('the daily health summary (issue 29)', () => {
  afterEach(() => endSession('user'));

  it('is off at first; turned on it keeps 19:00 on this device, and the time the keeper picks, and runs the notifier', async () => {
    stubNotification('granted', 'granted');
    const db = signInKeeper();
    await forgetUser(db.userId);
    const onEnabled = vi.fn();
    renderWithProviders(<NotificationsCard onEnabled={onEnabled} />);
    const toggle = await screen.findByRole('switch', { name: 'Daily health summary' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(async () => expect((await readHealthNotice(db.userId))?.time).toBe('19:00'));
    const time = await screen.findByLabelText('Time of day');
    fireEvent.change(time, { target: { value: '07:30' } });
    await waitFor(async () => expect((await readHealthNotice(db.userId))?.time).toBe('07:30'));
    expect(await screen.findByText(/On at 07:30/)).toBeInTheDocument();
    expect(onEnabled).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('switch', { name: 'Daily health summary' }));
    await waitFor(async () => expect((await readHealthNotice(db.userId))?.time).toBeNull());
  });
});
