import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { QUARANTINE_CHECKS, quarantineCleared, type QuarantineCheck } from '../../../shared/schemas/care-mode';
import { DateField } from '../../components/date-field';
import { parseEndMode } from './care-mode-form-values';
import { endCareMode, writeFailureKey } from './care-mode-repository';
import type { CareModeRow } from '../../lib/health/status-input';

/**
 * Ending a mode on a day (today unless the keeper says otherwise). A quarantine is a release: it
 * asks for its checklist, and the button stays off, saying why, until every check is ticked (the
 * server refuses a release without them).
 */
export function EndModeDialog({ mode, onClose }: { mode: CareModeRow; onClose: () => void }) {
  const { t } = useTranslation('health-watch');
  const today = todayIn();
  const release = mode.mode === 'quarantine';
  const [endDate, setEndDate] = useState(today < mode.startDate ? mode.startDate : today);
  const [checks, setChecks] = useState<QuarantineCheck[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cleared = !release || quarantineCleared(checks);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = parseEndMode({ endDate }, mode.startDate);
    if (!parsed.ok) {
      setError(parsed.errors.endDate ?? null);
      return;
    }
    if (!cleared) return;
    setSaving(true);
    try {
      await endCareMode(mode.id, parsed.input.endDate, release ? checks : undefined);
      onClose();
    } catch (err) {
      setFailure(writeFailureKey(err));
      setSaving(false);
    }
  };

  const title = release ? t('actions.release') : t(`actions.end.${mode.mode}`);
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <DateField label={t(release ? 'end.releaseDate' : 'end.endDate')} required value={endDate} min={mode.startDate} max={today}
            onChange={(v) => { setEndDate(v); setError(null); }} error={error ? t(error) : undefined} />
          {release && (
            <Checkbox.Group label={t('end.checklist')} value={checks}
              onChange={(v) => setChecks(QUARANTINE_CHECKS.filter((c) => v.includes(c)))}>
              <Stack gap="xs" mt={6}>
                {QUARANTINE_CHECKS.map((c) => <Checkbox key={c} value={c} label={t(`checks.${c}`)} />)}
              </Stack>
            </Checkbox.Group>
          )}
          {!cleared && <Text size="sm" c="dimmed" id={`release-why-${mode.id}`}>{t('end.checklistWhy')}</Text>}
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>{t('actions.cancel')}</Button>
            <Button type="submit" loading={saving} disabled={!cleared} aria-describedby={cleared ? undefined : `release-why-${mode.id}`}>
              {release ? t('end.releaseSubmit') : t('end.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
