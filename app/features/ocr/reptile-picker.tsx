import { Anchor, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocalReptile } from '../../lib/db';

/** The reptile the rows become logs of, named by the step's heading; with none yet, the way to add one. */
export function ReptilePicker({ labelledBy, reptiles, value, error, onChange }: {
  labelledBy: string;
  reptiles: readonly LocalReptile[];
  value: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('ocr');
  if (reptiles.length === 0) {
    return (
      <Text size="sm">
        {t('reptile.none')} <Anchor component={Link} to="/reptiles/add">{t('reptile.add')}</Anchor>
      </Text>
    );
  }
  return (
    <NativeSelect aria-labelledby={labelledBy} description={t('reptile.hint')} value={value} error={error} aria-required
      data={[{ value: '', label: t('reptile.placeholder'), disabled: true }, ...reptiles.map((r) => ({ value: r.id, label: r.name }))]}
      onChange={(e) => onChange(e.currentTarget.value)} />
  );
}
