import { Select, type ComboboxData } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserDb } from '../../lib/db/use-user-db';
import { useSharedSpaces } from '../spaces';
import type { LocalCollection } from './use-collections';

/** The filter's value for "every reptile": not a row id, so it never names a collection. */
const ALL = 'all';

/**
 * "All reptiles" or one collection, for a list of reptiles (the dashboard). `collections` are
 * those of the spaces the list shows (the keeper's own, a household's, or all of them); when they
 * belong to more than one, they are grouped by whose they are, under the words the household's
 * badge uses. `value` is a collection's id or null for all; the caller keeps it (in the address,
 * so links work).
 */
export function CollectionFilter({ collections, value, onChange }: { collections: readonly LocalCollection[]; value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation(['collections', 'spaces']);
  const me = useUserDb()?.userId;
  const spaces = useSharedSpaces();
  const option = (c: LocalCollection) => ({ value: c.id, label: c.state === 'active' ? c.name : t('field.readOnlyOption', { name: c.name }) });
  const owners = [...new Set(collections.map((c) => c.userId))];
  const groupName = (spaceId: string): string | null => {
    if (spaceId === me) return t('filter.mine');
    const space = spaces?.find((s) => s.id === spaceId);
    return space ? t(`spaces:badge.${space.kind}`, { name: space.name }) : null;
  };
  // The keeper's own first, then the households in the order the sync listed them; a collection of a space no longer listed is leaving the device.
  const order = (id: string) => (id === me ? -1 : (spaces?.findIndex((s) => s.id === id) ?? -1));
  const data: ComboboxData = [
    { value: ALL, label: t('filter.all') },
    ...(owners.length <= 1
      ? collections.map(option)
      : owners.sort((a, b) => order(a) - order(b)).flatMap((spaceId) => {
        const group = groupName(spaceId);
        return group ? [{ group, items: collections.filter((c) => c.userId === spaceId).map(option) }] : [];
      })),
  ];
  const count = collections.length + 1;
  return (
    <Select label={t('filter.label')} value={value ?? ALL} data={data} allowDeselect={false} searchable={count > 8} maw={320}
      onChange={(id) => onChange(id && id !== ALL ? id : null)} />
  );
}
