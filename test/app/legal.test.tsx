import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalText } from '../../app/features/legal/legal-text';
import { TermsPage } from '../../app/features/legal/terms-page';
import { renderWithProviders } from '../helpers/render';

describe('terms page', () => {
  it('has its own h1 and section headings one level below', () => {
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'You must be 13 or older' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getAllByText(/support@herptrack\.app/).length).toBeGreaterThan(0);
  });

  it('is translated into Bulgarian', () => {
    renderWithProviders(<TermsPage />, { lng: 'bg' });
    expect(screen.getByRole('heading', { level: 1, name: 'Условия за ползване' })).toBeInTheDocument();
    expect(screen.getByText(/на 13 или повече години/)).toBeInTheDocument();
  });
});

describe('legal text', () => {
  it('turns blank lines into paragraphs and "- " lines into a list', () => {
    renderWithProviders(<LegalText body={'Intro line.\n\n- first;\n- second.\n\nClosing line.'} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['first;', 'second.']);
    expect(screen.getByText('Intro line.').tagName).toBe('P');
    expect(screen.getByText('Closing line.').tagName).toBe('P');
  });
});
