/**
 * The QR code on the reptile page: drawn on the device by the real `qrcode` package (wrapped only
 * to read what it was asked to encode), named for the reptile, and printable as a label.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as qrcode from 'qrcode';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

vi.mock('qrcode', async (importOriginal) => {
  const real = await importOriginal<typeof qrcode>();
  return { ...real, toString: vi.fn(real.toString) };
});

afterEach(() => {
  endSession('user');
  vi.restoreAllMocks();
  vi.mocked(qrcode.toString).mockClear();
});

async function showReptile(lng: 'en' | 'bg' = 'en') {
  const db = signInKeeper();
  const reptile = syncedReptile(db, { name: 'Nagini', species: 'Python regius', hatchDate: '2023-03-14' });
  await db.reptiles.put(reptile);
  renderWithProviders(
    <Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>,
    { route: `/reptiles/${reptile.id}`, lng },
  );
  return reptile;
}

describe('reptile QR code', () => {
  it('encodes the absolute address of this reptile and shows it as an image named for the reptile', async () => {
    const reptile = await showReptile();
    const image = await screen.findByRole('img', { name: /Nagini/ });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qrcode.toString).toHaveBeenCalledWith(`${window.location.origin}/reptiles/${reptile.id}`, expect.objectContaining({ type: 'svg' }));
  });

  it('prints a label with the name, species and hatch date in the keeper’s language', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await showReptile('bg');
    const button = await screen.findByRole('button', { name: 'Отпечатай етикет' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
    const label = within(screen.getByTestId('reptile-qr-label'));
    expect(label.getByText('Nagini')).toBeInTheDocument();
    expect(label.getByText('Python regius')).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('bg', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2023-03-14T00:00:00Z'));
    expect(label.getByText(`Излюпено на ${date}`)).toBeInTheDocument();
  });
});
