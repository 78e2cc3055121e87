import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INHERITANCES, type Inheritance } from '../../../shared/genetics/genes';
import type { CustomGene } from '../../../shared/rules/genetics';

/**
 * A gene the starter list lacks: the keeper names it and says how it is inherited. `onAdd` may
 * refuse it with a message (a gene already listed), which shows under the name.
 */
export function CustomGeneForm({ onAdd, onCancel }: { onAdd: (gene: CustomGene) => string | undefined; onCancel?: () => void }) {
  const { t } = useTranslation('genetics');
  const id = useId();
  const [name, setName] = useState('');
  const [inheritance, setInheritance] = useState<Inheritance>('recessive');
  const [superName, setSuperName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    if (!name.trim()) {
      setError(t('custom.nameRequired'));
      return;
    }
    const refused = onAdd({ name: name.trim(), inheritance, ...(inheritance === 'incomplete-dominant' && superName.trim() ? { superName: superName.trim() } : {}) });
    if (refused) {
      setError(refused);
      return;
    }
    setName('');
    setSuperName('');
  };

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)" role="group" aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Text size="sm" fw={600} id={`${id}-title`}>{t('custom.title')}</Text>
        <TextInput label={t('custom.name')} value={name} maxLength={60} autoComplete="off" error={error ?? undefined}
          onChange={(e) => { setName(e.currentTarget.value); setError(null); }}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }} />
        <Select label={t('custom.inheritance')} allowDeselect={false} value={inheritance}
          data={INHERITANCES.map((i) => ({ value: i, label: t(`inheritance.${i}`) }))}
          onChange={(v) => setInheritance(INHERITANCES.find((i) => i === v) ?? 'recessive')} />
        {inheritance === 'incomplete-dominant' && (
          <TextInput label={t('custom.superName')} value={superName} maxLength={60} autoComplete="off" onChange={(e) => setSuperName(e.currentTarget.value)} />
        )}
        <Group gap="xs" justify="flex-end">
          {onCancel && <Button variant="default" size="xs" onClick={onCancel}>{t('custom.cancel')}</Button>}
          <Button size="xs" onClick={add}>{t('custom.add')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
