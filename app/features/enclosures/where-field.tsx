import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharedSpaceView } from '../../../shared/spaces/views';

/** "Where": the keeper's own (value '') or one of the shared collections offered; drawn only when there is a choice. */
export function WhereField({ places, value, onChange }: { places: readonly SharedSpaceView[]; value: string; onChange: (spaceId: string) => void }) {
  const { t } = useTranslation(['enclosures', 'spaces']);
  if (places.length === 0) return null;
  return (
    <Select label={t('form.where')} value={value} onChange={(v) => onChange(v ?? '')} allowDeselect={false}
      data={[{ value: '', label: t('form.mine') }, ...places.map((s) => ({ value: s.id, label: t(`spaces:badge.${s.kind}`, { name: s.name }) }))]} />
  );
}
