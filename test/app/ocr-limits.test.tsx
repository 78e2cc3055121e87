/**
 * The plan's lifetime OCR import limit on /ocr-import and the profile's "OCR imports used" line:
 * the plan active now comes from the synced wallet (a lapsed tier is Basic), the count from the
 * imports this device holds, pending ones included. Near the limit a warning; at it the photo
 * buttons are off, with the spec's message and the way to upgrade (none on HerpPro).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OcrImportsUsed } from '../../app/features/ocr';
import { endSession } from '../../app/lib/session';
import { signInKeeper } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { onPlan, pastImports, renderOcrPage, sheetPhoto, sheetText, withReptiles } from './ocr-fixtures';

const engine = vi.hoisted(() => ({ readImage: vi.fn(), terminateOcr: vi.fn() }));
vi.mock('../../app/features/ocr/engine', () => engine);
const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

beforeEach(() => {
  compress.mockImplementation(async (file: File) => file);
  engine.readImage.mockResolvedValue({ text: sheetText(), confidence: 90 });
});
afterEach(() => {
  endSession('user');
  vi.clearAllMocks();
});

describe('the OCR import limit', () => {
  it('says nothing with plenty left, warns with two left, and counts an import made here at once', async () => {
    const db = signInKeeper();
    const [nagini] = await withReptiles(db, 'Nagini');
    await pastImports(db, nagini?.id ?? '', 2);
    renderOcrPage();
    await screen.findByLabelText('Choose a file');
    expect(screen.queryByText(/imports? left on your plan/)).not.toBeInTheDocument();

    await pastImports(db, nagini?.id ?? '', 1);
    expect(await screen.findByText('2 imports left on your plan')).toBeInTheDocument();
    expect(screen.getByText('Your plan allows 5 imports in all; the count does not renew monthly.')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Choose a file'), sheetPhoto());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('1 import left on your plan')).toBeInTheDocument();
  });

  it('at the limit turns the photo buttons off, says so and offers an upgrade back to this screen', async () => {
    const db = signInKeeper();
    const [nagini] = await withReptiles(db, 'Nagini');
    await pastImports(db, nagini?.id ?? '', 5);
    renderOcrPage();
    const notice = (await screen.findByText('You have reached your OCR import limit.')).closest<HTMLElement>('[role="alert"]');
    expect(notice).toHaveTextContent('Your plan allows 5 imports in all. Upgrade to import more sheets.');
    expect(screen.getByLabelText('Take a photo')).toBeDisabled();
    expect(screen.getByLabelText('Choose a file')).toBeDisabled();
    expect(screen.getByLabelText('Choose a file')).toHaveAccessibleDescription(expect.stringContaining('You have reached your OCR import limit.'));
    const upgrade = within(notice ?? document.body).getByRole('link', { name: 'Upgrade' });
    expect(upgrade).toHaveAttribute('href', '/repticoins?returnPath=/ocr-import');
    await userEvent.click(upgrade);
    expect(await screen.findByTestId('where')).toHaveTextContent('/repticoins?returnPath=/ocr-import');
  });

  it('follows the plan active now: HerpPlus allows 20, a lapsed HerpPro is Basic again', async () => {
    const db = signInKeeper();
    const [nagini] = await withReptiles(db, 'Nagini');
    await pastImports(db, nagini?.id ?? '', 5);
    await onPlan(db, 'HerpPlus');
    renderOcrPage();
    await screen.findByLabelText('Choose a file');
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();
    expect(screen.queryByText('You have reached your OCR import limit.')).not.toBeInTheDocument();

    await db.wallets.update(db.userId, { premiumTier: 'HerpPro', premiumExpiresAt: Date.now() - 1000 });
    expect(await screen.findByText('You have reached your OCR import limit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a file')).toBeDisabled();
  });

  it('on HerpPro, the largest plan, says the plan\'s maximum is reached and offers no upgrade', async () => {
    const db = signInKeeper({ tier: 'HerpPro' });
    const [nagini] = await withReptiles(db, 'Nagini');
    await onPlan(db, 'HerpPro');
    await pastImports(db, nagini?.id ?? '', 50);
    renderOcrPage();
    const notice = (await screen.findByText('You have reached the maximum limit for your plan.')).closest<HTMLElement>('[role="alert"]');
    expect(notice).toHaveTextContent('Your plan allows 50 imports in all.');
    expect(within(notice ?? document.body).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Take a photo')).toBeDisabled();
  });

  it('is in Bulgarian too', async () => {
    const db = signInKeeper();
    const [nagini] = await withReptiles(db, 'Nagini');
    await pastImports(db, nagini?.id ?? '', 5);
    renderOcrPage({ lng: 'bg' });
    expect(await screen.findByText('Достигнахте лимита си за OCR импорти.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Надградете' })).toHaveAttribute('href', '/repticoins?returnPath=/ocr-import');
  });
});

describe('the profile\'s line', () => {
  it('says how many imports of the plan are used', async () => {
    const db = signInKeeper();
    const [nagini] = await withReptiles(db, 'Nagini');
    await pastImports(db, nagini?.id ?? '', 3);
    renderWithProviders(<OcrImportsUsed />);
    expect(await screen.findByText('OCR imports used: 3 of 5')).toBeInTheDocument();
    await onPlan(db, 'HerpPlus');
    expect(await screen.findByText('OCR imports used: 3 of 20')).toBeInTheDocument();
  });
});
