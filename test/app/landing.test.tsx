import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from '../../shared/plans';
import { LandingPage } from '../../app/features/landing/landing-page';
import { renderWithProviders } from '../helpers/render';

function renderLanding(options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(<LandingPage />, options);
}

describe('landing page', () => {
  it('has one h1 whose name is the whole headline from the first render', () => {
    renderLanding();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveAccessibleName('Track. Care. Thrive.');
  });

  it('has the spec anchors and the account buttons', () => {
    const { container } = renderLanding();
    for (const id of ['home', 'features', 'pricing', 'faq', 'contact']) {
      expect(container.querySelector(`section#${id}`), id).not.toBeNull();
    }
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute('href', '/signup');
    // The spec keeps the theme toggle off `/`.
    expect(screen.queryByRole('button', { name: /theme/i })).toBeNull();
  });

  it('lists the three plans with the table prices, coin prices and the featured badge', () => {
    renderLanding();
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    const names = pricing.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(PLAN_LIST.map((p) => p.name));
    for (const plan of PLAN_LIST) {
      const card = pricing.getByRole('heading', { level: 3, name: plan.name }).closest('li') as HTMLElement;
      if (plan.priceUsd === 0) expect(within(card).getByText('$0')).toBeInTheDocument();
      else expect(within(card).getByText(`$${plan.priceUsd.toFixed(2)}`)).toBeInTheDocument();
      if (plan.coinPrice !== null) expect(within(card).getByText(`bought with ${plan.coinPrice.toLocaleString('en')} ReptiCoins`)).toBeInTheDocument();
      expect(within(card).queryByText('Most Popular') !== null).toBe(plan.featured);
    }
    expect(pricing.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('promises only what exists: plans are bought with ReptiCoins, never a card, and list no perk the app lacks', () => {
    renderLanding();
    const pricing = document.getElementById('pricing') as HTMLElement;
    expect(pricing).toHaveTextContent('HerpTrack takes no card payments');
    expect(pricing).not.toHaveTextContent(/paying monthly|priority support|early access/i);
  });

  it('opens the terms from the footer, and they require users to be 13 or older', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('button', { name: 'Terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    expect(within(dialog).getByRole('heading', { name: /13 or older/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/13 years of age or older/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the privacy policy, which covers children under 13', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('button', { name: 'Privacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(within(dialog).getByRole('heading', { name: 'Children under 13' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('support@herptrack.app');
  });

  it('renders in Bulgarian', () => {
    renderLanding({ lng: 'bg' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Следи. Грижи се. Процъфтявай.');
    expect(screen.getAllByRole('link', { name: 'Вход' })[0]).toBeInTheDocument();
    expect(screen.getByText('Най-популярен')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Въпроси, които гледачите задават' })).toBeInTheDocument();
    expect(screen.getByText('купува се с 500 ReptiCoins')).toBeInTheDocument();
  });
});
