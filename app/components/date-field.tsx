import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import dayjs from 'dayjs';
import 'dayjs/locale/bg';
import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../shared/rules/calendar-date';
import { DATE_PATTERN, parseDateText, type DateLanguage } from './date-text';
import { CalendarIcon } from './icons';

export interface DateFieldProps {
  label?: ReactNode;
  /** The name read out where the visible label says less (an OCR row's "Date, row 3"). */
  'aria-label'?: string;
  /** An IsoDate (YYYY-MM-DD), or '' for none: what the forms and their schemas already take. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest IsoDate the field takes; a date typed outside them is not taken. */
  min?: string;
  max?: string;
  required?: boolean;
  /** A clear button; by default on fields that may be left empty. */
  clearable?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  style?: CSSProperties;
}

/**
 * The one date field of the app. A native <input type="date"> writes dates the browser's way
 * (mm/dd/yyyy in an English Chromium) whatever language the keeper chose, so this one writes and
 * reads them the app's way (27.11.2026 in Bulgarian, Nov 27, 2026 in English) and its calendar
 * names months and days in that language. @mantine/dates and dayjs's Bulgarian come with the
 * screens that have a date field, never with the landing page.
 *
 * The field reads what is typed on every keystroke, and takes it only when it is a whole date
 * within min and max. A date it cannot take is said so when the keeper leaves the field (the text
 * then shows the date it still holds), since a date silently put back would look accepted.
 */
export function DateField({ value, onChange, min, max, required, clearable = !required, error, label, ...rest }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const lng: DateLanguage = i18n.language === 'bg' ? 'bg' : 'en';
  const months = dayjs.Ls[lng]?.months ?? [];
  const format = (iso: string) => dayjs(iso).locale(lng).format(DATE_PATTERN[lng]);
  const [refused, setRefused] = useState<string | null>(null);
  // Mantine opens the calendar on focus; a dialog focuses its first field, often the date, so
  // every log form would open with a calendar over it. Here a click, a key typed or ArrowDown opens it.
  const [opened, setOpened] = useState(false);

  const explainRefusal = (e: FocusEvent<HTMLInputElement>) => {
    setOpened(false);
    const text = e.currentTarget.value.trim();
    const typed = text === '' ? null : parseDateText(lng, text, months);
    if (text === '') setRefused(null);
    else if (typed === null) setRefused(t('dateField.unreadable', { example: format(todayIn()) }));
    else if (min && typed < min) setRefused(t('dateField.tooEarly', { date: format(min) }));
    else if (max && typed > max) setRefused(t('dateField.tooLate', { date: format(max) }));
    else setRefused(null);
  };

  return (
    <DateInput
      {...rest}
      // The key makes the text follow a change of language (Mantine formats it once per locale).
      key={lng}
      label={label}
      locale={lng}
      firstDayOfWeek={lng === 'bg' ? 1 : 0}
      valueFormat={DATE_PATTERN[lng]}
      dateParser={(text) => parseDateText(lng, text, months)}
      placeholder={t('dateField.placeholder')}
      value={value || null}
      minDate={min || undefined}
      maxDate={max || undefined}
      required={required}
      onChange={(next) => onChange(next ?? '')}
      // Mantine empties the value from an emptied text only on clearable fields; a required one
      // must be emptiable too, or its last date would come back and "required" could never show.
      onInput={(e) => {
        setRefused(null);
        setOpened(true);
        if (e.currentTarget.value.trim() === '' && value !== '') onChange('');
      }}
      onBlur={explainRefusal}
      onClick={() => setOpened(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') setOpened(true);
        else if (e.key === 'Escape' || e.key === 'Enter') setOpened(false);
      }}
      getDayProps={() => ({ onClick: () => setOpened(false) })}
      error={error ?? refused}
      clearable={clearable}
      // Mantine's clear button is reachable but unnamed; it says what it clears.
      clearButtonProps={{ 'aria-label': t('dateField.clear') }}
      leftSection={<CalendarIcon size={16} />}
      leftSectionPointerEvents="none"
      popoverProps={{ position: 'bottom-start', opened, onDismiss: () => setOpened(false) }}
    />
  );
}
