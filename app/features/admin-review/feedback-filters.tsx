import { CloseButton, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUSES_OF, type FeedbackKind } from '../../../shared/api/feedback';
import { ARCHIVED_FILTERS, type ArchivedFilter, type FeedbackFilters } from './feedback-admin-api';
import { useStatusLabel } from '../feedback';

const ANY = 'any';
const SEARCH_PAUSE_MS = 350;

export interface FeedbackFiltersProps {
  kind: FeedbackKind;
  filters: FeedbackFilters;
  /** Not archived, by status: shown beside each status. */
  counts: Record<string, number> | undefined;
  onChange: (patch: Partial<FeedbackFilters>) => void;
}

/** Status, queue / archive / all, and a search over the text and the reporter's e-mail (sent once typing pauses). */
export function FeedbackFilterBar({ kind, filters, counts, onChange }: FeedbackFiltersProps) {
  const { t } = useTranslation('admin-review');
  const label = useStatusLabel();
  const [text, setText] = useState(filters.q);
  const [shown, setShown] = useState(filters.q);
  const commit = useDebouncedCallback((q: string) => {
    if (q.trim() !== filters.q) onChange({ q: q.trim() });
  }, SEARCH_PAUSE_MS);
  // The URL changed under the box (back, a link): show its search.
  if (filters.q !== shown) {
    setShown(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }
  const statusOptions = [
    { value: ANY, label: t('feedback.filters.anyStatus') },
    ...STATUSES_OF[kind].map((s) => ({ value: s, label: counts?.[s] !== undefined ? t('feedback.filters.statusCount', { status: label(kind, s), count: counts[s] }) : label(kind, s) })),
  ];
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select label={t('feedback.filters.status')} data={statusOptions} value={filters.status || ANY} allowDeselect={false} w={{ base: '100%', xs: 220 }}
        onChange={(v) => onChange({ status: v && v !== ANY ? v : '' })} comboboxProps={{ withinPortal: true }} />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id={`feedback-archived-${kind}`}>{t('feedback.filters.archived')}</Text>
        <SegmentedControl aria-labelledby={`feedback-archived-${kind}`} value={filters.archived}
          data={ARCHIVED_FILTERS.map((a) => ({ value: a, label: t(`feedback.filters.archive.${a}`) }))}
          onChange={(v) => onChange({ archived: v as ArchivedFilter })} />
      </Stack>
      <TextInput type="search" label={t('feedback.filters.search')} placeholder={t('feedback.filters.searchHint')} value={text} w={{ base: '100%', sm: 280 }}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            commit.cancel();
            if (text.trim() !== filters.q) onChange({ q: text.trim() });
          }
        }}
        rightSection={text ? <CloseButton size="sm" aria-label={t('feedback.filters.clear')} onClick={() => {
          commit.cancel();
          setText('');
          if (filters.q) onChange({ q: '' });
        }} /> : null} />
    </Group>
  );
}
