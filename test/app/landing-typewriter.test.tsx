import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypewriterHeadline } from '../../app/features/landing/sections/typewriter-headline';
import { renderWithProviders } from '../helpers/render';

const HEADLINE = 'Track. Care. Thrive.';
/** What a sighted reader sees: the typed copy (the visually hidden one is for assistive technology). */
const typed = (h1: HTMLElement) => h1.querySelector('[aria-hidden] > span:last-child')?.textContent?.replace(/\u200b/g, '');

describe('typewriter headline', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    vi.useRealTimers();
  });

  it('types the headline out while its accessible name stays whole', () => {
    vi.useFakeTimers();
    renderWithProviders(<TypewriterHeadline text={HEADLINE} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveAccessibleName(HEADLINE);
    expect(typed(h1)).toBe('');
    act(() => vi.advanceTimersByTime(1200));
    expect(typed(h1)?.length).toBeGreaterThan(0);
    expect(h1).toHaveAccessibleName(HEADLINE);
    for (let i = 0; i < HEADLINE.length; i++) act(() => vi.advanceTimersByTime(500));
    expect(typed(h1)).toBe('Track.Care.Thrive.');
  });

  it('shows the whole headline at once when the reader asks for reduced motion', () => {
    window.matchMedia = (query: string) => ({
      matches: query.includes('prefers-reduced-motion'), media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {},
      dispatchEvent: () => false,
    });
    renderWithProviders(<TypewriterHeadline text={HEADLINE} />);
    expect(typed(screen.getByRole('heading', { level: 1 }))).toBe('Track.Care.Thrive.');
  });
});
