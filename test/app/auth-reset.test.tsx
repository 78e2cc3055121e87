import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmailPage } from '../../app/features/auth/pages/confirm-email-page';
import { ForgotPasswordPage } from '../../app/features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '../../app/features/auth/pages/reset-password-page';
import { ResetPasswordWithCodePage } from '../../app/features/auth/pages/reset-password-with-code-page';
import { checkResetLimit, recordResetAttempt } from '../../app/features/auth/lib/reset-limit';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch } from '../helpers/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The address the router is at now, for what stays in the address bar. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

const HOUR = 60 * 60_000;

describe('client reset limit (5 per address, 5 per device, 2 hours)', () => {
  it.each([
    { name: '4 for one address', attempts: [['a@x.io', 4]], ask: 'a@x.io', expected: { ok: true } },
    { name: '5 for one address', attempts: [['a@x.io', 5]], ask: 'A@X.io ', expected: { ok: false, scope: 'email', minutes: 120 } },
    { name: '5 on the device, another address', attempts: [['a@x.io', 2], ['b@x.io', 3]], ask: 'c@x.io', expected: { ok: false, scope: 'device', minutes: 120 } },
  ] as const)('$name', ({ attempts, ask, expected }) => {
    const now = 10 * HOUR;
    for (const [email, n] of attempts) for (let i = 0; i < n; i++) recordResetAttempt(email, now);
    expect(checkResetLimit(ask, now)).toEqual(expected);
  });

  it('counts minutes until the oldest attempt leaves the window, and forgets it after 2 hours', () => {
    const start = 10 * HOUR;
    for (let i = 0; i < 5; i++) recordResetAttempt('a@x.io', start + i * 10 * 60_000);
    expect(checkResetLimit('a@x.io', start + 45 * 60_000)).toEqual({ ok: false, scope: 'email', minutes: 75 });
    expect(checkResetLimit('a@x.io', start + 2 * HOUR - 30_000)).toEqual({ ok: false, scope: 'email', minutes: 1 });
    expect(checkResetLimit('a@x.io', start + 2 * HOUR)).toEqual({ ok: true });
  });
});

describe('forgot password page', () => {
  const request = async (email: string) => {
    await userEvent.clear(screen.getByLabelText(/E-mail/));
    await userEvent.type(screen.getByLabelText(/E-mail/), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset e-mail' }));
  };

  it('sends the e-mail, then refuses the sixth request for the address with the spec message', async () => {
    const { calls } = stubFetch(() => json(200, { ok: true }));
    renderWithProviders(<ForgotPasswordPage />);
    for (let i = 0; i < 5; i++) {
      await request(' Keeper@Example.com');
      expect(await screen.findByText('Password reset email sent! Please check your inbox for the reset link.')).toBeInTheDocument();
    }
    expect(calls).toHaveLength(5);
    expect(calls[0]).toMatchObject({ path: '/api/auth/forgot-password', body: { email: 'keeper@example.com', language: 'en' } });
    await request('keeper@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset attempts for this email. Please try again in 120 minutes.');
    expect(calls).toHaveLength(5);
  });

  it('refuses the sixth request from this device, whatever the address', async () => {
    stubFetch(() => json(200, { ok: true }));
    for (let i = 0; i < 5; i++) recordResetAttempt(`k${i}@example.com`, Date.now() - 30 * 60_000);
    renderWithProviders(<ForgotPasswordPage />);
    await request('someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset attempts. Please try again in 90 minutes.');
  });

  it('says so in Bulgarian too', async () => {
    for (let i = 0; i < 5; i++) recordResetAttempt('k@example.com', Date.now());
    renderWithProviders(<ForgotPasswordPage />, { lng: 'bg' });
    await userEvent.type(screen.getByLabelText(/Имейл/), 'k@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Изпрати имейл' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Твърде много опити за смяна на паролата за този имейл. Моля, опитайте отново след 120 минути.');
  });

  it('maps the server limit to the spec message', async () => {
    stubFetch(() => json(429, { error: 'rate-limited', message: 'x' }, { 'retry-after': '600', 'x-no-retry': '1' }));
    renderWithProviders(<ForgotPasswordPage />);
    await request('keeper@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset attempts. Please try again later. You are limited to 5 reset attempts per email address every 2 hours.');
  });
});

describe('reset with a code', () => {
  it.each([
    ['123456', 'short', 'short', 'Password must be at least 8 characters long'],
    ['123456', 'long-enough', 'long-enougH', 'Passwords do not match'],
    ['12ab', 'long-enough', 'long-enough', 'Enter the 6-digit code from the e-mail.'],
  ])('code %s, %s / %s -> %s', async (code, password, confirm, message) => {
    const { fn } = stubFetch(() => json(200, { ok: true }));
    renderWithProviders(<ResetPasswordWithCodePage />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'keeper@example.com');
    await userEvent.type(screen.getByLabelText(/6-digit code/), code);
    await userEvent.type(screen.getByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('resets and offers to log in', async () => {
    const { calls } = stubFetch(() => json(200, { ok: true }));
    renderWithProviders(<ResetPasswordWithCodePage />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'Keeper@example.com');
    await userEvent.type(screen.getByLabelText(/6-digit code/), '123456');
    await userEvent.type(screen.getByLabelText(/^New password/), 'long-enough');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'long-enough{Enter}');
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/?login=true');
    expect(calls[0]).toMatchObject({ path: '/api/auth/reset-password-with-code', body: { email: 'keeper@example.com', code: '123456' } });
  });
});

describe('reset link page', () => {
  const renderAt = (route: string) => renderWithProviders(
    <Routes><Route path="/reset-password" element={<><ResetPasswordPage /><Address /></>} /></Routes>, { route });

  it('takes the link from the fragment (the e-mail\'s form), then clears it from the address', async () => {
    const { calls } = stubFetch(() => json(200, { ok: true }));
    renderAt('/reset-password#code=a-long-link-token-0123456789');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password$/));
    await userEvent.type(await screen.findByLabelText(/^New password/), 'long-enough');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'long-enough{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: '/api/auth/reset-password', body: { code: 'a-long-link-token-0123456789' } });
  });

  it('still takes an older e-mail\'s ?code= link, and clears it too', async () => {
    renderAt('/reset-password?code=a-long-link-token-0123456789');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password$/));
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });

  it('asks for the e-mail for a bare 6-digit code; Continue needs an @', async () => {
    renderAt('/reset-password?code=123456');
    const email = await screen.findByLabelText(/E-mail/);
    expect(screen.getByText(/Email is required for password reset/)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    await userEvent.type(email, 'keeper');
    expect(next).toBeDisabled();
    await userEvent.type(email, '@example.com');
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });

  it('turns an expired link into a request for a new one', async () => {
    stubFetch(() => json(400, { error: 'expired-token', message: 'x' }));
    renderAt('/reset-password?code=a-long-link-token-0123456789');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'long-enough');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'long-enough{Enter}');
    expect(await screen.findByText('Your token has expired. Please request a new password reset link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });

  it('says the link is invalid when there is no code', async () => {
    renderAt('/reset-password');
    expect(await screen.findByText('Invalid or expired password reset link. Please request a new password reset.')).toBeInTheDocument();
  });
});

describe('e-mail confirmation', () => {
  const renderAt = (route: string) => renderWithProviders(
    <Routes><Route path="/confirm-email" element={<><ConfirmEmailPage /><Address /></>} /></Routes>, { route });

  it('takes the token from the fragment (the e-mail\'s form), then clears it from the address', async () => {
    const { calls } = stubFetch(() => json(200, { ok: true }));
    renderAt('/confirm-email#token=tok-3&type=signup');
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/?login=true');
    expect(calls[0]).toMatchObject({ path: '/api/auth/confirm-email', body: { token: 'tok-3' } });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/confirm-email$/);
  });

  it('needs a token', () => {
    renderAt('/confirm-email');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Missing verification token.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('verifies, then offers the login modal', async () => {
    const { calls } = stubFetch(() => json(200, { ok: true }));
    renderAt('/confirm-email?token=tok-1&type=signup');
    expect(screen.getByText('Verifying your e-mail address...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/?login=true');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: '/api/auth/confirm-email', body: { token: 'tok-1' } });
    // An older e-mail's ?token= form works, and leaves the address bar as well.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/confirm-email$/);
  });

  it('shows the spec failure', async () => {
    stubFetch(() => json(400, { error: 'invalid-token', message: 'x' }));
    renderAt('/confirm-email?token=tok-2&type=signup');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Email verification failed. Please try again or request a new verification link.')).toBeInTheDocument();
  });
});
