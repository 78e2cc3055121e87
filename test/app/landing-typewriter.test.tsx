import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TypewriterHeadline } from '../../app/features/landing/sections/typewriter-headline';
import { typingSchedule } from '../../app/features/landing/typing-schedule';
import { renderWithProviders } from '../helpers/render';

const HEADLINE = 'Track. Care. Thrive.';

describe('typewriter headline', () => {
  it('keeps its accessible name whole and draws every character from the start, each with its time', () => {
    renderWithProviders(<TypewriterHeadline text={HEADLINE} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveAccessibleName(HEADLINE);
    const typed = h1.querySelector('[aria-hidden]');
    // One line per sentence, one span per character: the stylesheet reveals them, no script runs.
    expect([...typed?.children ?? []].map((line) => line.textContent)).toEqual(['Track.', 'Care.', 'Thrive.']);
    const chars = [...typed?.querySelectorAll('[style]') ?? []] as HTMLElement[];
    expect(chars.map((c) => c.textContent).join('')).toBe('Track.Care.Thrive.');
    const times = chars.map((c) => Number.parseInt(c.style.getPropertyValue('--at'), 10));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(chars.filter((c) => c.dataset.last !== undefined)).toEqual([chars.at(-1)]);
  });

  it('types a character every 60 ms after a 350 ms start, pausing 380 ms after a full stop, spaces included', () => {
    const [track, care] = typingSchedule(['Track.', 'Care.']);
    expect(track?.map((c) => c.at)).toEqual([350, 410, 470, 530, 590, 650]);
    // "." at 650, the space between the lines at 1,030, "C" at 1,090.
    expect(care?.[0]?.at).toBe(1_090);
    // The caret stays after each character until the next one appears; the last one has no next.
    expect(track?.at(-1)?.hold).toBe(440);
    expect(track?.[0]?.hold).toBe(60);
    expect(care?.at(-1)?.hold).toBeNull();
    // A space inside a sentence is typed like any character.
    expect(typingSchedule(['Грижи се.'])[0]?.map((c) => c.at)).toEqual([350, 410, 470, 530, 590, 650, 710, 770, 830]);
  });
});
