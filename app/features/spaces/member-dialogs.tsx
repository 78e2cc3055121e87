import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitedRole } from '../../../shared/api/spaces';
import type { SharedSpaceView, SpaceMemberView } from '../../../shared/spaces/views';
import { RolePicker, type RoleValues } from './role-picker';
import { checkRole } from './role-values';
import { fieldErrorKeys, spaceErrorKey } from './space-errors';
import { changeMember, removeMember } from './spaces-api';

interface DialogProps<Done> {
  spaceId: string;
  /** The member the dialog is about; null: closed. */
  member: SpaceMemberView | null;
  onClose: () => void;
  onDone: Done;
}

/** What a change answers: the collection as the server now has it, whom it changed, and to what. */
type Changed = (space: SharedSpaceView, member: SpaceMemberView, role: InvitedRole) => void;

/** The owner gives a member another role, or a sitter another last day. */
export function ChangeMemberDialog({ member, onClose, ...rest }: DialogProps<Changed>) {
  const { t } = useTranslation('spaces');
  return (
    <Modal opened={member !== null} onClose={onClose} title={member ? t('space.changeOf', { name: member.name }) : ''}
      closeButtonProps={{ 'aria-label': t('space.cancel') }}>
      {/* Mounted per opening: it starts from the member's role as it is now. */}
      {member && <ChangeForm member={member} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function ChangeForm({ spaceId, member, onClose, onDone }: DialogProps<Changed> & { member: SpaceMemberView }) {
  const { t } = useTranslation('spaces');
  const [values, setValues] = useState<RoleValues>({ role: member.role === 'owner' ? 'keeper' : member.role, until: member.until ?? '' });
  const [errors, setErrors] = useState<{ role?: string; until?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(null);
    const checked = checkRole(values);
    if (!checked.ok) {
      setErrors({ until: checked.until });
      return;
    }
    setBusy(true);
    try {
      const space = await changeMember(spaceId, member.userId, checked.ok);
      onDone(space, member, checked.ok.role);
      onClose();
    } catch (err) {
      const fields = fieldErrorKeys(err);
      if (fields.role || fields.until) setErrors(fields);
      else setFailure(spaceErrorKey(err));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <Stack gap="md">
        <RolePicker value={values} errors={errors} onChange={(next) => {
          setValues(next);
          setErrors({});
        }} />
        {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t('space.cancel')}</Button>
          <Button type="submit" loading={busy}>{t('space.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The owner ends a membership, after saying what it does. */
export function RemoveMemberDialog({ spaceId, member, onClose, onDone }: DialogProps<(member: SpaceMemberView) => void>) {
  const { t } = useTranslation('spaces');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const remove = async () => {
    if (!member) return;
    setBusy(true);
    setFailure(null);
    try {
      await removeMember(spaceId, member.userId);
      onDone(member);
      close();
    } catch (err) {
      setFailure(spaceErrorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={member !== null} onClose={close} title={member ? t('space.removeTitle', { name: member.name }) : ''}
      closeButtonProps={{ 'aria-label': t('space.keep') }}>
      <Stack gap="md">
        <Text>{member ? t('space.removeBody', { name: member.name }) : null}</Text>
        {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>{t('space.keep')}</Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>{t('space.removeConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
