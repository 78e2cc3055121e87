/**
 * /reptiles/:id/insights on a real local database against a fake insights server: the quota and
 * the "Get insights" button on HerpPlus, the new insight shown at once, the history from the
 * synced rows (newest first, with date and language, levels in words), Basic's upgrade notice
 * over a history still readable, the month's quota used, the server's refusals in the keeper's
 * words, and offline: the shared "needs a connection" state and the quota counted on the device.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../app/lib/session';
import {
  FEEDING_ALERT, SHED_INFO, WEIGHT_WATCH, fakeInsights, insight, keeperWithReptile, moment, quota, renderInsights, serveInsights,
} from './insights-fixtures';

afterEach(() => {
  endSession('user');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = () => screen.findByRole('button', { name: 'Get insights' });

describe('on HerpPlus', () => {
  it('shows the reptile, the quota left with its reset day, and the latest insight line by line with its levels in words', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const latest = insight(db, reptile.id, { generatedAt: Date.UTC(2026, 10, 20, 9) });
    await db.insights.bulkPut([latest, insight(db, reptile.id, { generatedAt: Date.UTC(2026, 9, 2, 9), language: 'bg', text: '- Сменя кожата си на всеки 42 дни.', findings: [{ ...SHED_INFO }] })]);
    serveInsights(db, fakeInsights());
    renderInsights(reptile.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights for Nagini' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Nagini' })).toHaveAttribute('href', `/reptiles/${reptile.id}`);
    expect(await screen.findByText('7 of 10 left this month, resets December 1')).toBeInTheDocument();
    expect(await button()).toBeEnabled();

    const section = screen.getByRole('region', { name: 'Latest insight' });
    expect(within(section).getByText(`${moment(latest.generatedAt)} · In English`)).toBeInTheDocument();
    expect(within(section).getByText('Needs attention', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Needs attention: Refused the last 4 feedings in a row.',
      'Worth watching: Lost 6% of its weight.',
      'Good to know: Usually sheds every 42 days.',
    ]);
    expect(within(section).queryByText('Phrased by AI from the findings')).not.toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Earlier insights' });
    const earlier = within(history).getByRole('button', { name: new RegExp(`^${moment(Date.UTC(2026, 9, 2, 9))} · In Bulgarian`) });
    expect(earlier).toHaveTextContent('Good to know');
    expect(earlier).toHaveTextContent('Сменя кожата си на всеки 42 дни.');
    await userEvent.click(earlier);
    expect(earlier).toHaveAttribute('aria-expanded', 'true');
    expect(await within(history).findByRole('listitem')).toHaveTextContent('Good to know: Сменя кожата си на всеки 42 дни.');
  });

  it('pushes first, asks in the app\'s language, shows the new insight at once with the AI note and the quota after it', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const older = insight(db, reptile.id);
    await db.insights.put(older);
    const server = fakeInsights();
    const { calls } = serveInsights(db, server);
    renderInsights(reptile.id);
    await userEvent.click(await button());
    const fresh = await screen.findByRole('region', { name: 'Your new insight' });
    expect(within(fresh).getByRole('listitem')).toHaveTextContent('Good to know: Sheds like clockwork, every 42 days.');
    expect(within(fresh).getByText('Phrased by AI from the findings')).toBeInTheDocument();
    expect(screen.getByText('Your new insight is ready.')).toBeInTheDocument();
    expect(screen.getByText('6 of 10 left this month, resets December 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/insights', { reptileId: reptile.id, language: 'en' }]]);
    // The one asked for before is now among the earlier ones.
    const history = screen.getByRole('region', { name: 'Earlier insights' });
    expect(within(history).getByText(`${moment(older.generatedAt)} · In English`)).toBeInTheDocument();
  });

  it('says in Bulgarian what is left and asks for a Bulgarian insight', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPro');
    const { calls } = serveInsights(db, fakeInsights({ quota: quota({ limit: 30, used: 29 }) }));
    renderInsights(reptile.id, 'bg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Анализи за Nagini' })).toBeInTheDocument();
    expect(await screen.findByText('Остава 1 от 30 анализа този месец, подновяват се на 1 декември')).toBeInTheDocument();
    expect(screen.getByText('Все още няма анализи за Nagini.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Получете анализ' }));
    const fresh = await screen.findByRole('region', { name: 'Новият ви анализ' });
    expect(within(fresh).getByRole('listitem')).toHaveTextContent('За сведение: Сменя кожата си на всеки 42 дни.');
    expect(within(fresh).getByText(/· На български$/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reptileId: reptile.id, language: 'bg' });
    expect(await screen.findByText('Остават 0 от 30 анализа този месец, подновяват се на 1 декември')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получете анализ' })).toBeDisabled();
    expect(screen.getByText('Използвахте анализите си за този месец. Подновяват се на 1 декември.')).toBeInTheDocument();
  });

  it('with this month\'s insights used, the button is off and says when they come back', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const { calls } = serveInsights(db, fakeInsights({ quota: quota({ used: 10 }) }));
    renderInsights(reptile.id);
    expect(await screen.findByText('0 of 10 left this month, resets December 1')).toBeInTheDocument();
    const get = await button();
    expect(get).toBeDisabled();
    expect(get).toHaveAccessibleDescription('You have used this month\'s insights. They reset on December 1.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('the server\'s refusals', () => {
  it('a used quota: the reset day from the answer, and no more asking', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const server = fakeInsights({ answer: [429, { error: 'insight-quota', message: 'Quota used', resetsAt: Date.UTC(2027, 0, 1) }] });
    serveInsights(db, server);
    renderInsights(reptile.id);
    await userEvent.click(await button());
    expect(await screen.findByText('You have used this month\'s insights. They reset on January 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get insights' })).toBeDisabled();
    expect(screen.queryByText('Quota used')).not.toBeInTheDocument();
  });

  it('premium required: the upgrade notice', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    serveInsights(db, fakeInsights({ answer: [403, { error: 'premium-required', message: 'Upgrade' }] }));
    renderInsights(reptile.id);
    await userEvent.click(await button());
    expect(await screen.findByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get insights' })).not.toBeInTheDocument();
  });

  it('not found: the reptile is not on the server, with no retry', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    serveInsights(db, fakeInsights({ answer: [404, { error: 'not-found', message: 'No such reptile' }] }));
    renderInsights(reptile.id);
    await userEvent.click(await button());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server does not have this reptile: it was deleted, or it has not been synced yet.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('anything else: a general error, never the server\'s text, and a retry that works', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const server = fakeInsights({ answer: [500, { error: 'internal', message: 'SQL exploded' }] });
    const { calls } = serveInsights(db, server);
    renderInsights(reptile.id);
    await userEvent.click(await button());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The insight could not be made. Please try again.');
    expect(screen.queryByText(/SQL/)).not.toBeInTheDocument();
    server.answer = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your new insight' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});

describe('on Basic', () => {
  it('shows the upgrade notice that returns here, and keeps the earlier insights readable', async () => {
    const { db, reptile } = await keeperWithReptile(null);
    await db.insights.put(insight(db, reptile.id));
    serveInsights(db, fakeInsights({ quota: quota({ limit: 0, used: 0 }) }));
    renderInsights(reptile.id);
    expect(await screen.findByRole('heading', { name: 'HerpPlus feature' })).toBeInTheDocument();
    expect(screen.getByText('Insights are part of HerpPlus. Upgrade with ReptiCoins to unlock them.')).toBeInTheDocument();
    expect(screen.getByText('Your earlier insights stay here to read.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', `/repticoins?returnPath=${encodeURIComponent(`/reptiles/${reptile.id}/insights`)}`);
    expect(screen.queryByRole('button', { name: 'Get insights' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Latest insight' })).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('offline', () => {
  it('needs a connection to ask, and counts the quota on the device from the wallet and this month\'s insights', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const other = crypto.randomUUID();
    await db.insights.bulkPut([
      insight(db, reptile.id, { generatedAt: Date.UTC(2026, 10, 1, 0, 0) }),
      insight(db, other, { generatedAt: Date.UTC(2026, 10, 20) }),
      insight(db, reptile.id, { generatedAt: Date.UTC(2026, 9, 31, 23, 59) }),
    ]);
    const { calls } = serveInsights(db, fakeInsights());
    renderInsights(reptile.id);
    expect(await screen.findByText('8 of 10 left this month, resets December 1')).toBeInTheDocument();
    expect(screen.getByText('Counted on this device, as the server cannot be reached: it may be out of date.')).toBeInTheDocument();
    expect(screen.getByText('Needs a connection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get insights' })).toBeDisabled();
    // This reptile's two, the other reptile's not among them.
    expect(screen.getByRole('region', { name: 'Latest insight' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Earlier insights' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('how an insight reads', () => {
  it('writes an insight stored without text from its findings, in its own language', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    await db.insights.put(insight(db, reptile.id, { text: '', language: 'bg', findings: [{ ...WEIGHT_WATCH }] }));
    serveInsights(db, fakeInsights());
    renderInsights(reptile.id);
    const section = await screen.findByRole('region', { name: 'Latest insight' });
    expect(await within(section).findByRole('listitem')).toHaveTextContent(/^Worth watching: Загубило е 6% от теглото си \(от 1500 г на 1410 г\) за 40 дни/);
  });

  it('shows a model\'s lines without levels when they do not pair with the findings, and the highest level still', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    await db.insights.put(insight(db, reptile.id, { source: 'model', text: '- Not eating and losing weight: 4 refusals, 6% lost.', findings: [{ ...FEEDING_ALERT }, { ...WEIGHT_WATCH }] }));
    serveInsights(db, fakeInsights());
    renderInsights(reptile.id);
    const section = await screen.findByRole('region', { name: 'Latest insight' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(/^Not eating and losing weight: 4 refusals, 6% lost\.$/);
    expect(within(section).getByText('Needs attention')).toBeInTheDocument();
    expect(within(section).getByText('Phrased by AI from the findings')).toBeInTheDocument();
  });

  it('says when the reptile is gone', async () => {
    const { db } = await keeperWithReptile('HerpPlus');
    serveInsights(db, fakeInsights());
    renderInsights(crypto.randomUUID());
    expect(await screen.findByText('This reptile no longer exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to your reptiles' })).toHaveAttribute('href', '/dashboard'));
  });
});
