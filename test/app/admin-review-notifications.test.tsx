/**
 * /admin/notifications against a fake server: a message to one keeper found by e-mail (or named
 * by id), or to everyone after a confirmation, with the count the server answers; the shared send
 * schema's rules before sending; pictures only from our own origin (uploaded here), since the
 * app's CSP would hide any other in the keepers' inboxes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminNotificationsPage } from '../../app/features/admin-review/notifications-page';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

const KEEPER_ID = '0190a000-0000-7000-8000-000000000042';
const IMAGE = '/api/notifications/images/0190a000-0000-7000-8000-0000000000aa.webp';

function notificationServer({ keepers = 3 }: { keepers?: number } = {}) {
  return stubFetch((call: Call) => {
    const url = new URL(call.path, 'http://app.test');
    if (url.pathname === '/api/admin/users') {
      const q = url.searchParams.get('q') ?? '';
      const rows = 'gecko@example.com'.startsWith(q) ? [{ id: KEEPER_ID, email: 'Gecko@Example.com', username: 'gecko' }, { id: 'other', email: 'gecko@example.com.au', username: null }] : [];
      return json(200, { items: rows, total: rows.length, page: 1, perPage: 25 });
    }
    if (url.pathname === '/api/admin/notifications/images') return json(201, { imageUrl: IMAGE });
    if (url.pathname === '/api/admin/notifications') {
      const body = call.body as { userId?: string; all?: boolean };
      if (body.userId && body.userId !== KEEPER_ID) return json(404, { error: 'not-found', message: 'No such user.' });
      return json(200, { sent: body.all ? keepers : 1 });
    }
    return json(404, { error: 'not-found', message: 'No route' });
  });
}

function render(lng: 'en' | 'bg' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}><AdminNotificationsPage /></QueryClientProvider>, { lng, route: '/admin/notifications' });
}

const sends = (calls: Call[]) => calls.filter((c) => c.path === '/api/admin/notifications').map((c) => c.body);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sending', () => {
  it('finds one keeper by e-mail, sends with type, title, message and says it was sent', async () => {
    const { calls } = notificationServer();
    render();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Keeper's e-mail or user ID/ }), 'gecko@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Alert' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Heat wave');
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'Check your enclosures: [tips](https://herptrack.example/heat)' } });
    // The preview makes the link as the inbox will.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('link', { name: 'tips' })).toHaveAttribute('href', 'https://herptrack.example/heat');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent: 1 notification.');
    expect(sends(calls)).toEqual([{ userId: KEEPER_ID, type: 'alert', title: 'Heat wave', message: 'Check your enclosures: [tips](https://herptrack.example/heat)', imageUrl: null }]);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  });

  it('sends to a user id as typed, and says when no keeper has the e-mail or id', async () => {
    const { calls } = notificationServer();
    render();
    const user = userEvent.setup();
    const who = screen.getByRole('textbox', { name: /^Keeper's e-mail or user ID/ });
    await user.type(who, 'nobody@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hi there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No keeper has this e-mail or ID.')).toBeInTheDocument();
    expect(sends(calls)).toEqual([]);
    await user.clear(who);
    await user.type(who, '0190a000-0000-7000-8000-000000000043');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No keeper has this e-mail or ID.')).toBeInTheDocument();
    await user.clear(who);
    await user.type(who, KEEPER_ID);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent: 1 notification.');
    expect(sends(calls).map((b) => (b as { userId: string }).userId)).toEqual(['0190a000-0000-7000-8000-000000000043', KEEPER_ID]);
  });

  it('asks before sending to every keeper, and says how many were sent', async () => {
    const { calls } = notificationServer({ keepers: 1234 });
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Every keeper' }));
    expect(screen.queryByRole('textbox', { name: /^Keeper's e-mail/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'New feature');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Insights are here.');
    await user.click(screen.getByRole('button', { name: 'Send to every keeper…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to every keeper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sends(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send to every keeper…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send to every keeper?' })).getByRole('button', { name: 'Send to everyone' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent: 1234 notifications.');
    expect(sends(calls)).toEqual([{ all: true, type: 'update', title: 'New feature', message: 'Insights are here.', imageUrl: null }]);
  });
});

describe('checks before sending', () => {
  it('requires a recipient, a title and a message, in Bulgarian too', async () => {
    const { calls } = notificationServer();
    render('bg');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));
    expect(await screen.findByText('Въведете имейла или ID на гледача.')).toBeInTheDocument();
    expect(screen.getByText('Заглавието е задължително.')).toBeInTheDocument();
    expect(screen.getByText('Съобщението е задължително.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Имейл или ID/ }), 'not-an-id');
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));
    expect(await screen.findByText('Въведете пълен имейл адрес или потребителско ID.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('takes a picture only from our own origin, uploaded here', async () => {
    const { calls } = notificationServer();
    render();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Keeper's e-mail or user ID/ }), KEEPER_ID);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Look');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'A picture');
    const picture = screen.getByRole('textbox', { name: 'Picture (optional)' });
    fireEvent.change(picture, { target: { value: 'https://images.example/snake.png' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Only a picture uploaded here can be shown. Upload it with the button below.')).toBeInTheDocument();
    expect(sends(calls)).toEqual([]);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'snake.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, file);
    await waitFor(() => expect(picture).toHaveValue(IMAGE));
    expect(screen.getAllByRole('img', { name: 'Picture of the notification' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent: 1 notification.');
    expect(sends(calls)).toEqual([{ userId: KEEPER_ID, type: 'update', title: 'Look', message: 'A picture', imageUrl: IMAGE }]);
  });

  it('refuses a picture that is not PNG, JPEG or WEBP before uploading', async () => {
    const { calls } = notificationServer();
    render();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Invalid file: choose a PNG, JPG or WEBP image.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says offline that sending needs a connection, and keeps the form', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render();
    expect(screen.getByText('Needs a connection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeEnabled();
  });
});
