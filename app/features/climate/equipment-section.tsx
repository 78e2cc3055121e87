import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replacementState, type ReplacementState } from '../../../shared/enclosures/equipment';
import { todayIn } from '../../../shared/rules/calendar-date';
import { formatDate } from '../../lib/format';
import type { LocalEnclosure } from '../enclosures';
import { logFailureKey } from '../logs';
import { useSpaceAccess } from '../spaces';
import { EquipmentDialog } from './equipment-dialog';
import { deleteEquipment, replacedToday } from './equipment-repository';
import { useEquipment, type LocalEquipment } from './use-equipment';

/** "Due in 5 days", "Due today", "Overdue by 3 days"; nothing when fine or without an interval. */
export function ReplacementBadge({ state }: { state: ReplacementState }) {
  const { t } = useTranslation('climate');
  if (state.state === 'overdue') return <Badge color="red" variant="filled">{t('equipment.badge.overdue', { count: state.daysOverdue })}</Badge>;
  if (state.state === 'dueSoon') {
    return <Badge color="yellow" variant="light">{state.daysLeft === 0 ? t('equipment.badge.dueToday') : t('equipment.badge.dueSoon', { count: state.daysLeft })}</Badge>;
  }
  return null;
}

/**
 * An enclosure's heat and light equipment: each piece with its install date, when to replace it
 * and a badge when that is within two weeks or past; "Replaced today" for what is replaced on a
 * schedule; add, edit and delete for the roles that may (shared/spaces/roles.ts).
 */
export function EnclosureEquipment({ enclosure }: { enclosure: LocalEnclosure }) {
  const { t } = useTranslation('climate');
  const headingId = useId();
  const access = useSpaceAccess(enclosure.userId);
  const list = useEquipment(enclosure.id);
  const [editing, setEditing] = useState<LocalEquipment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LocalEquipment | null>(null);
  const today = todayIn();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4" id={headingId}>{t('equipment.title')}</Title>
        {access.can('equipment.create.v1') && <Button size="xs" variant="default" onClick={() => setEditing('new')}>{t('equipment.addButton')}</Button>}
      </Group>
      {list !== undefined && list.length === 0 && <Text c="dimmed" size="sm">{t('equipment.empty')}</Text>}
      {list !== undefined && list.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('equipment.listOf', { name: enclosure.name })}>
          {list.map((e) => (
            <EquipmentItem key={e.id} equipment={e} today={today} canEdit={access.can('equipment.update.v1')} canDelete={access.can('equipment.delete.v1')}
              onEdit={() => setEditing(e)} onDelete={() => setDeleting(e)} />
          ))}
        </Stack>
      )}
      {editing !== null && <EquipmentDialog enclosureId={enclosure.id} equipment={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteEquipment equipment={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

interface ItemProps {
  equipment: LocalEquipment;
  today: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function EquipmentItem({ equipment: e, today, canEdit, canDelete, onEdit, onDelete }: ItemProps) {
  const { t, i18n } = useTranslation(['climate', 'logs']);
  const lng = i18n.language;
  const [busy, setBusy] = useState(false);
  const state = replacementState(e, today);
  const kind = t(`climate:equipment.kinds.${e.kind}`, { defaultValue: t('climate:equipment.kinds.other') });
  const replace = async () => {
    setBusy(true);
    try {
      await replacedToday(e.id, today);
      notifications.show({ color: 'teal', message: t('climate:equipment.replacedDone', { name: e.name }) });
    } catch (error) {
      notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Group gap="xs" align="center" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{e.name}</Text>
          <Text size="sm" c="dimmed">{kind}</Text>
          <ReplacementBadge state={state} />
        </Group>
        <Text size="sm">
          {t('climate:equipment.installed', { date: formatDate(e.installedOn, lng) })}
          {' · '}
          {state.state === 'none' ? t('climate:equipment.noInterval') : t('climate:equipment.replaceBy', { date: formatDate(state.due, lng) })}
        </Text>
        {e.setPointC !== null && <Text size="sm">{t('climate:equipment.setPoint', { value: e.setPointC.toLocaleString(lng) })}</Text>}
        {e.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{e.notes}</Text>}
        {(canEdit || canDelete) && (
          <Group gap="xs" mt={4}>
            {canEdit && state.state !== 'none' && (
              <Button size="xs" variant="light" loading={busy} onClick={() => void replace()} aria-label={t('climate:equipment.replacedTodayOf', { name: e.name })}>
                {t('climate:equipment.replacedToday')}
              </Button>
            )}
            {canEdit && <Button size="xs" variant="default" onClick={onEdit} aria-label={t('climate:equipment.editOf', { name: e.name })}>{t('climate:equipment.edit')}</Button>}
            {canDelete && (
              <Button size="xs" variant="default" color="red" onClick={onDelete} aria-label={t('climate:equipment.deleteOf', { name: e.name })}>{t('climate:equipment.delete')}</Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function DeleteEquipment({ equipment, onClose }: { equipment: LocalEquipment; onClose: () => void }) {
  const { t } = useTranslation(['climate', 'logs']);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteEquipment(equipment.id);
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('climate:equipment.deleteTitle', { name: equipment.name })} closeButtonProps={{ 'aria-label': t('climate:equipment.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('climate:equipment.deleteBody')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('climate:equipment.cancel')}</Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>{t('climate:equipment.deleteConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
