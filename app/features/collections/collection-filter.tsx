import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalCollection } from './use-collections';

/** The filter's value for "every reptile": not a row id, so it never names a collection. */
const ALL = 'all';

/**
 * "All reptiles" or one collection, for a list of reptiles (the dashboard). `value` is a
 * collection's id or null for all; the caller keeps it (in the address, so links work).
 */
export function CollectionFilter({ collections, value, onChange }: { collections: readonly LocalCollection[]; value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('collections');
  const data = [
    { value: ALL, label: t('filter.all') },
    ...collections.map((c) => ({ value: c.id, label: c.state === 'active' ? c.name : t('field.readOnlyOption', { name: c.name }) })),
  ];
  return (
    <Select label={t('filter.label')} value={value ?? ALL} data={data} allowDeselect={false} searchable={data.length > 8} maw={320}
      onChange={(id) => onChange(id && id !== ALL ? id : null)} />
  );
}
