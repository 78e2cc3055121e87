import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GrowthMeasure, ImplausibleChange } from '../../../shared/rules/growth-change';
import { usePreferences } from '../../lib/session';
import { lengthReading, weightReading } from './reading-text';

export interface ChangeConfirmationProps {
  changes: readonly ImplausibleChange[];
  saving: boolean;
  /** Back to the form, at the field of the first change. */
  onFix: (measure: GrowthMeasure) => void;
}

/**
 * "That is a drop from 60 g to 2 g in 7 days. Save anyway?" inside the form: Save anyway submits
 * the form again (which saves), Fix it returns to the field.
 */
export function ChangeConfirmation({ changes, saving, onFix }: ChangeConfirmationProps) {
  const { t, i18n } = useTranslation(['logs', 'reptiles']);
  const units = usePreferences();
  const reading = (c: ImplausibleChange, value: number) =>
    c.measure === 'weight' ? weightReading(t, i18n.language, value, units.weightUnit) : lengthReading(t, i18n.language, value, units.lengthUnit);
  const first = changes[0];
  if (!first) return null;
  return (
    <Alert color="yellow" role="alert" title={t('logs:growth.confirm.title')}>
      <Stack gap="xs">
        {changes.map((c) => (
          <Text key={c.measure} size="sm">
            {t(c.to.value < c.from.value ? 'logs:growth.confirm.drop' : 'logs:growth.confirm.rise', {
              from: reading(c, c.from.value),
              to: reading(c, c.to.value),
              span: c.days === 0 ? t('logs:growth.confirm.sameDay') : t('logs:growth.confirm.inDays', { count: c.days }),
            })}
          </Text>
        ))}
        <Text size="sm">{t('logs:growth.confirm.question')}</Text>
        <Group gap="sm">
          <Button type="submit" size="xs" color="yellow" loading={saving}>{t('logs:growth.confirm.save')}</Button>
          <Button size="xs" variant="default" disabled={saving} onClick={() => onFix(first.measure)}>{t('logs:growth.confirm.fix')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
