/**
 * The shared date field: it writes and reads dates in the app's language (not the browser's),
 * its calendar names months and days in that language, it hands the form an IsoDate or '', and a
 * date it cannot take (unreadable, before min, after max) is refused in words.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from '../../app/components/date-field';
import { renderWithProviders } from '../helpers/render';

type Props = Partial<Omit<DateFieldProps, 'value'>> & { initial?: string };

/** A form's worth of state around the field, so what it hands back is what it shows next. */
function Harness({ initial = '', onChange, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date" {...props} value={value} onChange={(v) => { setValue(v); onChange?.(v); }} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: /^Date/ });
const value = () => screen.getByLabelText('value').textContent;

describe('DateField', () => {
  it('writes a date the Bulgarian way and names months and days in Bulgarian', async () => {
    renderWithProviders(<Harness initial="2026-11-27" />, { lng: 'bg' });
    expect(field()).toHaveValue('27.11.2026');
    await userEvent.click(field());
    expect(screen.getByRole('button', { name: 'ноември 2026' })).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд']);
    expect(field()).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  it('writes a date the English way, month by name, weeks from Sunday', async () => {
    renderWithProviders(<Harness initial="2026-11-27" />);
    expect(field()).toHaveValue('Nov 27, 2026');
    await userEvent.click(field());
    expect(screen.getByRole('button', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Su');
  });

  it.each([
    ['bg', '3.12.2026', '2026-12-03', '03.12.2026'],
    ['bg', '2026-12-03', '2026-12-03', '03.12.2026'],
    ['en', 'Dec 3, 2026', '2026-12-03', 'Dec 3, 2026'],
    ['en', '3 december 2026', '2026-12-03', 'Dec 3, 2026'],
  ] as const)('%s: typing %j hands the form %s and shows %j after', async (lng, typed, iso, shown) => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />, { lng });
    await userEvent.type(field(), typed);
    expect(value()).toBe(iso);
    expect(onChange).toHaveBeenLastCalledWith(iso);
    await userEvent.tab();
    expect(field()).toHaveValue(shown);
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a clear button, named and reached by keyboard, empties an optional field', async () => {
    renderWithProviders(<Harness initial="2026-11-27" />);
    await userEvent.click(field());
    await userEvent.tab();
    const clear = screen.getByRole('button', { name: 'Clear date' });
    expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(value()).toBe('');
    expect(field()).toHaveValue('');
  });

  it('a required field has no clear button but empties when its text is deleted', async () => {
    renderWithProviders(<Harness initial="2026-11-27" required />);
    expect(screen.queryByRole('button', { name: 'Clear date' })).not.toBeInTheDocument();
    await userEvent.clear(field());
    expect(value()).toBe('');
    await userEvent.tab();
    expect(field()).toHaveValue('');
    expect(field()).toBeRequired();
  });

  it('refuses a date after max, says so and keeps the date it had', async () => {
    renderWithProviders(<Harness initial="2026-11-20" max="2026-11-27" />);
    await userEvent.type(field(), 'Nov 28, 2026', { initialSelectionStart: 0, initialSelectionEnd: 'Nov 20, 2026'.length });
    expect(value()).toBe('2026-11-20');
    await userEvent.tab();
    expect(field()).toHaveValue('Nov 20, 2026');
    expect(field()).toHaveAccessibleDescription('Date not changed: it cannot be after Nov 27, 2026.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    // Typing again takes the message away; an allowed date is taken.
    await userEvent.clear(field());
    await userEvent.type(field(), 'Nov 27, 2026');
    expect(value()).toBe('2026-11-27');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date before min, in Bulgarian', async () => {
    renderWithProviders(<Harness initial="2026-11-27" min="2026-11-10" />, { lng: 'bg' });
    await userEvent.clear(field());
    await userEvent.type(field(), '9.11.2026');
    await userEvent.tab();
    expect(value()).toBe('');
    expect(field()).toHaveAccessibleDescription('Датата не е променена: не може да е преди 10.11.2026.');
  });

  it('the calendar offers no day past max', async () => {
    renderWithProviders(<Harness initial="2026-11-20" max="2026-11-27" />);
    await userEvent.click(field());
    const month = screen.getByRole('table');
    expect(within(month).getByRole('button', { name: /28 November 2026/ })).toBeDisabled();
    await userEvent.click(within(month).getByRole('button', { name: /25 November 2026/ }));
    expect(value()).toBe('2026-11-25');
    expect(field()).toHaveValue('Nov 25, 2026');
  });

  it('says what it takes when the text is not a date (English takes no numbers-only dates)', async () => {
    renderWithProviders(<Harness initial="2026-11-27" />);
    await userEvent.clear(field());
    await userEvent.type(field(), '11/28/2026');
    await userEvent.tab();
    expect(field()).toHaveValue('');
    expect(field()).toHaveAccessibleDescription(/^Date not changed: type it like [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
  });

  it('opens its calendar on a click, a key typed or ArrowDown, not when focus arrives (a dialog focuses its first field)', async () => {
    renderWithProviders(<Harness initial="2026-11-27" />);
    await userEvent.tab();
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('table')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(field());
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /25 November 2026/ }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(value()).toBe('2026-11-25');
  });

  it('follows a change of language', async () => {
    const { i18n } = renderWithProviders(<Harness initial="2026-11-27" />);
    expect(field()).toHaveValue('Nov 27, 2026');
    await act(() => i18n.changeLanguage('bg'));
    expect(field()).toHaveValue('27.11.2026');
    fireEvent.blur(field());
    expect(value()).toBe('2026-11-27');
  });
});
