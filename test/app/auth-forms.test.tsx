import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '../../app/components/language-switcher';
import { LoginForm } from '../../app/features/auth/components/login-form';
import { SignupForm } from '../../app/features/auth/components/signup-form';
import { rememberLinkLanguage } from '../../app/lib/i18n/language-choice';
import { endSession, useSession } from '../../app/lib/session';
import { isRegistrationInProgress } from '../../app/lib/session/registration-flag';
import { renderWithProviders } from '../helpers/render';
import { json, sessionReply, stubFetch } from '../helpers/session-fixtures';

// The real widget is a Svelte custom element with workers; the form only needs its events.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/bg', () => ({}));

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('login form', () => {
  it('asks for both fields before calling the server', async () => {
    const { fn } = stubFetch(() => json(500, {}));
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends the e-mail trimmed and lowercased, and shows the spec message for wrong credentials', async () => {
    const { calls } = stubFetch(() => json(401, { error: 'invalid-credentials', message: 'Invalid login credentials' }));
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), '  Keeper@Example.COM ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-one{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    expect(calls[0]).toMatchObject({ path: '/api/auth/login', method: 'POST', body: { email: 'keeper@example.com', password: 'wrong-one' } });
    expect(useSession.getState().status).not.toBe('authenticated');
  });

  it('offers a new confirmation e-mail when the address is not confirmed', async () => {
    const { calls } = stubFetch((c) => (c.path === '/api/auth/login'
      ? json(403, { error: 'email-not-confirmed', message: 'x' })
      : json(200, { ok: true })));
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new confirmation e-mail' }));
    expect(await screen.findByText(/A new confirmation link is on its way to new@example.com/)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ path: '/api/auth/resend-confirmation', body: { email: 'new@example.com' } });
  });

  it('starts the session on success', async () => {
    stubFetch(() => json(200, sessionReply()));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'keeper@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: { id: 'user-1', email: 'keeper@example.com' } });
  });

  it.each([
    ['keeps the language picked on this device with the switch', 'switch', 'bg'],
    ['keeps the language a ?lng=bg link opened this visit in', 'link', 'bg'],
    ['takes the account\'s language when this device has no choice of its own', 'detected', 'en'],
  ] as const)('%s', async (_, how, expected) => {
    stubFetch(() => json(200, sessionReply()));
    const onSuccess = vi.fn();
    const { i18n } = renderWithProviders(<><LanguageSwitcher /><LoginForm onSuccess={onSuccess} /></>);
    if (how === 'switch') await userEvent.click(screen.getByRole('button', { name: /Български/ }));
    else {
      // What app/lib/i18n does at start: `?lng=` is read by the detector and noted as a choice.
      if (how === 'link') rememberLinkLanguage('?lng=bg', ['en', 'bg']);
      await act(() => i18n.changeLanguage('bg'));
    }
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('bg'));
    await userEvent.type(screen.getByLabelText(/(E-mail|Имейл)/), 'keeper@example.com');
    await userEvent.type(screen.getByLabelText(/^(Password|Парола)/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: /^(Log In|Вход)$/ }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    await waitFor(() => expect(i18n.resolvedLanguage).toBe(expected));
  });

  it('has a named show/hide toggle and a Forgot Password link', async () => {
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('speaks Bulgarian', async () => {
    renderWithProviders(<LoginForm onSuccess={() => {}} />, { lng: 'bg' });
    await userEvent.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Имейлът и паролата са задължителни');
  });
});

describe('sign-up form', () => {
  const fill = async (email: string, password: string, confirm: string) => {
    if (email) await userEvent.type(screen.getByLabelText(/E-mail/), email);
    if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
    if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  };

  it.each([
    ['not-an-email', 'secret1', 'secret1', 'Please enter a valid e-mail address.'],
    ['keeper@example.com', 'short', 'short', 'Password must be at least 6 characters long.'],
    ['keeper@example.com', 'secret1', 'secret2', 'Passwords do not match.'],
    ['keeper@example.com', 'secret1', 'secret1', 'Please complete the CAPTCHA.'],
  ])('%s / %s / %s -> %s', async (email, password, confirm, message) => {
    const { fn } = stubFetch(() => json(500, {}));
    renderWithProviders(<SignupForm />);
    await fill(email, password, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends the solved CAPTCHA with the form and asks to check the inbox', async () => {
    const { calls } = stubFetch(() => json(200, { ok: true }));
    const { container } = renderWithProviders(<SignupForm />);
    const widget = await waitFor(() => {
      const el = container.querySelector('altcha-widget');
      if (!el) throw new Error('widget not rendered yet');
      return el;
    });
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }));
    });
    await fill('New.Keeper@Example.com', 'secret1', 'secret1');
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/auth/signup',
      body: { email: 'new.keeper@example.com', password: 'secret1', passwordConfirm: 'secret1', altcha: 'solved-payload', language: 'en' },
    });
    expect(isRegistrationInProgress()).toBe(true);
  });

  it('shows the server verdict on a failed CAPTCHA', async () => {
    stubFetch(() => json(400, { error: 'captcha-failed', message: 'x' }));
    const { container } = renderWithProviders(<SignupForm />);
    const widget = await waitFor(() => container.querySelector('altcha-widget') ?? Promise.reject(new Error('no widget')));
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p' } }));
    });
    await fill('keeper@example.com', 'secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The CAPTCHA check failed');
  });
});
