import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  /** The search in effect (the URL's). */
  value: string;
  /** Called with the trimmed text once typing pauses, and at once when cleared. */
  onCommit: (text: string) => void;
}

/**
 * A search box that asks the server only once typing pauses, so a list of 10,000 users is not
 * fetched per keystroke. It follows the URL: back and forward put the earlier search back in it.
 */
export function SearchField({ label, placeholder, value, onCommit }: SearchFieldProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const commit = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  }, SEARCH_DEBOUNCE_MS);
  // The URL changed under the box (back, forward, a link): show its search, unless that is what is typed.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const clear = () => {
    commit.cancel();
    setText('');
    if (value) onCommit('');
  };
  return (
    <TextInput type="search" label={label} placeholder={placeholder} value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit.flush();
      }}
      rightSection={text ? <CloseButton size="sm" aria-label={t('filters.clearSearch')} onClick={clear} /> : null} />
  );
}
