import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCollections, type LocalCollection } from './use-collections';

export interface CollectionOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * What a reptile may be put in: the active collections (the server refuses a read-only one), and
 * the one it is in now even when read-only, marked and not choosable, so the form shows the truth.
 */
export function collectionOptions(collections: readonly LocalCollection[], current: string, readOnlyLabel: (name: string) => string): CollectionOption[] {
  return collections
    .filter((c) => c.state === 'active' || c.id === current)
    .map((c) => (c.state === 'active' ? { value: c.id, label: c.name } : { value: c.id, label: readOnlyLabel(c.name), disabled: true }));
}

/**
 * The reptile form's optional "Collection" (HerpPlus and up): shown only when there is something
 * to choose; clearing it takes the reptile out of its collection. `value` is '' for none.
 */
export function CollectionField({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation('collections');
  const collections = useCollections();
  const data = collectionOptions(collections ?? [], value, (name) => t('field.readOnlyOption', { name }));
  if (data.length === 0) return null;
  return (
    <Select label={t('field.label')} description={t('field.hint')} placeholder={t('field.none')} value={value || null} data={data}
      searchable={data.length > 8} clearable clearButtonProps={{ 'aria-label': t('field.clear'), 'aria-hidden': false, tabIndex: 0 }}
      onChange={(id) => onChange(id ?? '')} error={error} />
  );
}
