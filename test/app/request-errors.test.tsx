/**
 * A refusal the server's error handler gives any call (too large, not JSON...) reaches the keeper
 * in their language, never as the server's code or its English sentence.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../app/features/auth/components/login-form';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch } from '../helpers/session-fixtures';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/bg', () => ({}));

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
});

describe('a generic refusal on an accounts form', () => {
  it.each([
    ['en', /^E-mail/, /^Password/, 'Log In', 'The server could not read this request. Reload the page and try again.'],
    ['bg', /^Имейл/, /^Парола/, 'Вход', 'Сървърът не успя да прочете тази заявка. Презаредете страницата и опитайте отново.'],
  ] as const)('is said in words (%s)', async (lng, email, password, submit, words) => {
    stubFetch(() => json(400, { error: 'invalid-json', message: 'The request body is not valid JSON.' }));
    renderWithProviders(<LoginForm onSuccess={() => {}} />, { lng });
    await userEvent.type(screen.getByLabelText(email), 'keeper@example.com');
    await userEvent.type(screen.getByLabelText(password), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(alert).not.toHaveTextContent(/invalid-json|not valid JSON/);
  });
});
