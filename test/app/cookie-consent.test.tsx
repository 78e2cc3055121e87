/**
 * Cookie consent: the first-visit dialog closes only by accepting, with the optional categories
 * unticked; reopened from Settings it shows the stored choice and Cancel or Escape close it
 * without changing anything.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY, useConsent } from '../../app/features/cookie-consent/consent-store';
import { CookieConsent } from '../../app/features/cookie-consent/cookie-consent';
import { PrivacySection } from '../../app/features/settings/components/privacy-section';
import { renderWithProviders } from '../helpers/render';

/** As the root layout does: the dialog is mounted while the store wants it open. */
function Host() {
  const open = useConsent((s) => s.open);
  return (
    <>
      <PrivacySection />
      {open && <CookieConsent />}
    </>
  );
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as Record<string, unknown> | null;
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

function firstVisit() {
  useConsent.setState({ preferences: null, open: true, reviewing: false });
  renderWithProviders(<Host />);
}

function returningKeeper() {
  const prefs = { necessary: true, analytics: true, marketing: false } as const;
  localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...prefs, savedAt: '2026-11-01T00:00:00.000Z' }));
  useConsent.setState({ preferences: prefs, open: false, reviewing: false });
  renderWithProviders(<Host />);
}

beforeEach(() => {
  // jsdom's <dialog> has no top layer; opening it is all the component needs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) { this.open = false; };
});

describe('the first-visit cookie dialog', () => {
  it('starts with only the necessary category ticked, and offers no way out but accepting', () => {
    firstVisit();
    expect(screen.getByRole('heading', { name: 'Cookies on HerpTrack' })).toBeInTheDocument();
    expect(box('Necessary')).toBeChecked();
    expect(box('Necessary')).toBeDisabled();
    expect(box('Analytics')).not.toBeChecked();
    expect(box('Marketing')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('heading', { name: 'Cookies on HerpTrack' })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('saves the categories chosen', async () => {
    firstVisit();
    await userEvent.click(box('Marketing'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(screen.queryByRole('heading', { name: 'Cookies on HerpTrack' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: true });
  });
});

describe('cookie preferences reopened from Settings', () => {
  it('show the stored choice, and Cancel closes them changing nothing', async () => {
    returningKeeper();
    const before = localStorage.getItem(CONSENT_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(box('Analytics')).toBeChecked();
    expect(box('Marketing')).not.toBeChecked();
    await userEvent.click(box('Marketing'));
    await userEvent.click(box('Analytics'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Cookies on HerpTrack' })).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe(before);
    expect(useConsent.getState().preferences).toEqual({ necessary: true, analytics: true, marketing: false });

    await userEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(box('Analytics')).toBeChecked();
    expect(box('Marketing')).not.toBeChecked();
  });

  it('close with Escape too, and can still be changed', async () => {
    returningKeeper();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('heading', { name: 'Cookies on HerpTrack' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    await userEvent.click(box('Analytics'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
  });

  it('are in Bulgarian too', async () => {
    const prefs = { necessary: true, analytics: false, marketing: false } as const;
    useConsent.setState({ preferences: prefs, open: false, reviewing: false });
    renderWithProviders(<Host />, { lng: 'bg' });
    await userEvent.click(screen.getByRole('button', { name: 'Настройки за бисквитки' }));
    expect(screen.getByRole('button', { name: 'Отказ' })).toBeInTheDocument();
  });
});
