/**
 * The insights entry on the reptile's page (a card near the top, not another tab): the newest
 * insight's first line with its level in words and its date, or an invitation when there is
 * none, leading to /reptiles/:id/insights.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { insight, keeperWithReptile, moment } from './insights-fixtures';

afterEach(() => endSession('user'));

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderReptile(id: string, lng: 'en' | 'bg' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
      <Route path="/reptiles/:id/insights" element={<Where />} />
    </Routes>,
    { route: `/reptiles/${id}`, lng },
  );
}

describe('the insights entry on the reptile\'s page', () => {
  it('shows the newest insight\'s first line and date, and opens the insights', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const newest = insight(db, reptile.id, { generatedAt: Date.UTC(2026, 10, 22, 8) });
    await db.insights.bulkPut([insight(db, reptile.id, { generatedAt: Date.UTC(2026, 10, 1), text: '- An older one.', findings: [{ code: 'x', level: 'info', params: {} }] }), newest]);
    renderReptile(reptile.id);
    const entry = await screen.findByRole('link', { name: /^Insights/ });
    expect(await within(entry).findByText('Refused the last 4 feedings in a row.')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Needs attention: Refused the last 4 feedings in a row.');
    expect(entry).toHaveTextContent(moment(newest.generatedAt));
    expect(entry).not.toHaveTextContent('An older one.');
    // Not a tab: the seven tabs stay seven.
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    await userEvent.click(entry);
    expect(await screen.findByTestId('where')).toHaveTextContent(`/reptiles/${reptile.id}/insights`);
  });

  it('invites to a first insight, in Bulgarian too', async () => {
    const { reptile } = await keeperWithReptile(null);
    renderReptile(reptile.id, 'bg');
    const entry = await screen.findByRole('link', { name: /^Анализи/ });
    expect(await within(entry).findByText('Вижте какво показват записите за храненето, теглото и смяната на кожата.')).toBeInTheDocument();
    expect(entry).toHaveAttribute('href', `/reptiles/${reptile.id}/insights`);
  });
});
