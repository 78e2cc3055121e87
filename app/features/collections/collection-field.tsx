import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDb } from '../../lib/db/use-user-db';
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

export interface CollectionFieldProps {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  /**
   * The space the animal is in (or goes to, when adding): its `userId`, the keeper's own id for
   * their own animals. Only that space's collections are offered: the server puts an animal only
   * in a collection of its own space (a household's animal in one of that household's, one's own
   * in one's own). When the space changes (the add form's "Add to"), a collection of the other
   * space is taken off. Without it (a form that does not say), the space of the collection the
   * animal is in now, else the keeper's own.
   */
  spaceId?: string;
}

/**
 * The reptile form's optional "Collection" (HerpPlus and up, or a household whose owner has it):
 * shown only when there is something to choose; clearing it takes the reptile out of its
 * collection. `value` is '' for none.
 */
export function CollectionField({ value, onChange, error, spaceId }: CollectionFieldProps) {
  const { t } = useTranslation('collections');
  const all = useCollections();
  const me = useUserDb()?.userId;
  const current = value ? all?.find((c) => c.id === value) : undefined;
  const space = spaceId ?? current?.userId ?? me;
  // A collection of another space than the animal's: the keeper moved the new animal elsewhere.
  const elsewhere = spaceId !== undefined && current !== undefined && current.userId !== spaceId;
  useEffect(() => {
    if (elsewhere) onChange('');
  }, [elsewhere, onChange]);
  const data = collectionOptions((all ?? []).filter((c) => c.userId === space), elsewhere ? '' : value, (name) => t('field.readOnlyOption', { name }));
  if (data.length === 0) return null;
  return (
    <Select label={t('field.label')} description={t('field.hint')} placeholder={t('field.none')} value={elsewhere ? null : value || null} data={data}
      searchable={data.length > 8} clearable clearButtonProps={{ 'aria-label': t('field.clear'), 'aria-hidden': false, tabIndex: 0 }}
      onChange={(id) => onChange(id ?? '')} error={error} />
  );
}
