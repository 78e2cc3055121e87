import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVITED_ROLES, SITTER_MAX_DAYS, type InvitedRole } from '../../../shared/api/spaces';
import { addDays, todayIn } from '../../../shared/rules/calendar-date';
import { DateField } from '../../components/date-field';

export interface RoleValues {
  role: InvitedRole;
  /** A sitter's last day (IsoDate), '' for none: kept while another role is picked, sent only for a sitter. */
  until: string;
}

/**
 * The role an invitation or a change gives, each with one sentence of what it may do, and a
 * sitter's last day (asked only for a sitter). Used by the invitation form and the member dialog.
 */
export function RolePicker({ value, onChange, errors }: { value: RoleValues; onChange: (next: RoleValues) => void; errors: { role?: string; until?: string } }) {
  const { t } = useTranslation('spaces');
  const today = todayIn();
  return (
    <Stack gap="sm">
      <Radio.Group label={t('invite.role')} value={value.role} onChange={(role) => onChange({ ...value, role: role as InvitedRole })}
        error={errors.role ? t(errors.role) : undefined}>
        <Stack gap="xs" mt={6}>
          {INVITED_ROLES.map((role) => <Radio key={role} value={role} label={t(`roles.${role}`)} description={t(`roleHelp.${role}`)} />)}
        </Stack>
      </Radio.Group>
      {value.role === 'sitter' && (
        <DateField label={t('invite.until')} description={t('invite.untilHint')} required min={today} max={addDays(today, SITTER_MAX_DAYS)}
          value={value.until} onChange={(until) => onChange({ ...value, until })} error={errors.until ? t(errors.until) : undefined} />
      )}
    </Stack>
  );
}
