/**
 * "Move to ...": the owner moves an animal between their own collection and a household or team
 * they own (issue 27; decision 0032, "Moving an animal between collections"). An online call: the
 * server copies the animal with its records under new ids into the collection it goes to and
 * removes it where it was; both reach this device with the sync that follows, and the keeper is
 * taken to the animal's new page.
 */
import { Alert, Button, Group, List, Menu, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MOVE_ERRORS } from '../../../shared/api/spaces';
import { isKept } from '../../../shared/rules/transfers';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { NeedsConnection } from '../../components/needs-connection';
import { ApiError, NetworkError } from '../../lib/api/client';
import { fieldErrorKeys, requestErrorKey } from '../../lib/api/request-errors';
import type { LocalReptile } from '../../lib/db';
import { syncNow } from '../../lib/sync';
import { useOnline } from '../../lib/use-online';
import { moveReptile } from './move-api';
import { useSharedSpaces, useSpaceAccess } from './use-spaces';

type MovedReptile = Pick<LocalReptile, 'id' | 'name' | 'userId' | 'transferredAt'>;

/** A collection the animal may move to: the keeper's own (`space` null) or a shared one they own. */
export interface MoveTarget {
  id: string;
  space: Pick<SharedSpaceView, 'kind' | 'name'> | null;
}

/**
 * Where the signed-in keeper may move this animal: nowhere unless they own the collection it is in
 * (their own, or a shared one whose owner they are) and it is still theirs (not sold); then every
 * other collection they own. The server asks the same of both sides.
 */
export function useMoveTargets(reptile: Pick<LocalReptile, 'userId' | 'transferredAt'>): MoveTarget[] {
  const access = useSpaceAccess(reptile.userId);
  const spaces = useSharedSpaces();
  const { me } = access;
  if (!me || !spaces || !isKept(reptile)) return [];
  const ownsHere = access.space === null ? reptile.userId === me : access.space.ownerId === me;
  if (!ownsHere || !access.can('reptile.transfer')) return [];
  const owned = spaces.filter((s) => s.ownerId === me && s.role === 'owner' && s.id !== reptile.userId)
    .map((s): MoveTarget => ({ id: s.id, space: { kind: s.kind, name: s.name } }));
  return reptile.userId === me ? owned : [{ id: me, space: null }, ...owned];
}

/** How a collection is named in the menu and the dialog: "My animals", or its name with its kind. */
function useTargetName() {
  const { t } = useTranslation('spaces');
  return (target: MoveTarget) => (target.space ? t(`badge.${target.space.kind}`, { name: target.space.name }) : t('move.mine'));
}

/**
 * The menu's entry, for an animal useMoveTargets answers somewhere for: "Move to The Petrovs" or
 * "Move to my animals" when there is one place to go, "Move to ..." when there are several.
 */
export function MoveMenuItem({ reptile, onMove }: { reptile: MovedReptile; onMove: () => void }) {
  const { t } = useTranslation('spaces');
  const targets = useMoveTargets(reptile);
  const only = targets.length === 1 ? targets[0] : undefined;
  if (targets.length === 0) return null;
  const label = !only ? t('move.menu') : only.space ? t('move.menuTo', { name: only.space.name }) : t('move.menuMine');
  return <Menu.Item onClick={onMove}>{label}</Menu.Item>;
}

export interface MoveDialogProps {
  reptile: MovedReptile;
  opened: boolean;
  onClose: () => void;
}

export function MoveDialog({ reptile, opened, onClose }: MoveDialogProps) {
  const { t } = useTranslation('spaces');
  return (
    <Modal opened={opened} onClose={onClose} title={t('move.title', { name: reptile.name })} size="lg" closeButtonProps={{ 'aria-label': t('move.cancel') }}>
      {/* Mounted per opening: a closed and reopened dialog starts afresh. */}
      {opened && <MoveForm reptile={reptile} onDone={onClose} />}
    </Modal>
  );
}

const isMoveRefusal = (code: string): code is (typeof MOVE_ERRORS)[number] => (MOVE_ERRORS as readonly string[]).includes(code);
const REFUSAL_KEYS: Record<(typeof MOVE_ERRORS)[number], string> = {
  'not-found': 'move.errors.notFound',
  'already-offered': 'move.errors.offered',
  'plan-limit-reptiles': 'move.errors.planLimit',
  'row-limit': 'move.errors.rowLimit',
};

/** The field message of a move into the collection the animal is already in (shared/api/spaces.ts). */
const FIELD_KEYS: ReadonlySet<string> = new Set(['move.errors.sameSpace']);

/** What a failed move says, as a key of this namespace (or `errors:` for the generic refusals): never the server's English. */
function moveErrorKey(err: unknown): string {
  if (err instanceof NetworkError) return 'move.errors.offline';
  if (err instanceof ApiError && isMoveRefusal(err.code)) return REFUSAL_KEYS[err.code];
  return fieldErrorKeys(err, FIELD_KEYS).toSpaceId ?? requestErrorKey(err) ?? 'move.errors.failed';
}

function MoveForm({ reptile, onDone }: { reptile: MovedReptile; onDone: () => void }) {
  const { t } = useTranslation('spaces');
  const online = useOnline();
  const navigate = useNavigate();
  const targets = useMoveTargets(reptile);
  const nameOf = useTargetName();
  const [picked, setPicked] = useState<string | null>(null);
  // One place to go is chosen already (once the collections are read: they load after the first render).
  const choice = picked ?? (targets.length === 1 ? (targets[0]?.id ?? null) : null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = targets.find((x) => x.id === choice) ?? null;

  const submit = async () => {
    setFailure(null);
    if (!target) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      // What this device still holds of the animal goes first, so it moves with it rather than
      // landing refused in the sync panel (its animal gone) after the move.
      // A sync that fails says so in the sync status; the move still asks, and the next sync brings it.
      await syncNow().catch(() => null);
      const moved = await moveReptile(reptile.id, target.id);
      // Both collections change: the pull brings the animal where it went and drops it where it was.
      await syncNow().catch(() => null);
      onDone();
      void navigate(`/reptiles/${encodeURIComponent(moved.reptileId)}`, { replace: true });
    } catch (err) {
      setFailure(moveErrorKey(err));
      setBusy(false);
    }
  };

  const to = target ? nameOf(target) : '';
  return (
    <form noValidate onSubmit={(e) => {
      e.preventDefault();
      void submit();
    }}>
      <Stack gap="sm">
        <Text size="sm">{t('move.intro', { name: reptile.name })}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('move.records')}</List.Item>
          <List.Item>{t('move.newCode')}</List.Item>
          <List.Item>{t('move.names')}</List.Item>
          <List.Item>{t('move.offered')}</List.Item>
        </List>
        <Radio.Group label={t('move.to')} value={choice} required error={missing ? t('move.errors.choose') : undefined}
          onChange={(next) => {
            setPicked(next);
            setMissing(false);
            setFailure(null);
          }}>
          <Stack gap={6} mt={6}>
            {targets.map((x) => <Radio key={x.id} value={x.id} label={nameOf(x)} />)}
          </Stack>
        </Radio.Group>
        {failure && <Alert color="red" role="alert">{t(failure, { name: reptile.name, to })}</Alert>}
        {online ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={busy}>{t('move.cancel')}</Button>
            <Button type="submit" loading={busy}>{t('move.submit')}</Button>
          </Group>
        ) : <NeedsConnection />}
      </Stack>
    </form>
  );
}
