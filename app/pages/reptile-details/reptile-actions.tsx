import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DotsIcon } from '../../components/icons';
import type { LocalReptile } from '../../lib/db';
import { ExportMenuItems, type Exporter } from '../../features/export';
import { OfferDialog, TransferMenuItems } from '../../features/transfers';
import { DeleteReptileDialog } from '../../features/reptiles';
import { labelsLink } from '../../features/labels';
import { vetReportLink } from '../../features/vet-report';
import { MoveDialog, MoveMenuItem, useMoveTargets, useSpaceAccess } from '../../features/spaces';

/**
 * A reptile's occasional actions (moving it to another collection of its owner's, selling or giving it away, its care card, export,
 * delete) behind one button: as a row of buttons they filled a phone's first screen and pushed the animal's log below it.
 * Every role that reads the animal has at least its report for the vet (a viewer prints it too).
 */
export function ReptileActions({ reptile, exporter }: { reptile: LocalReptile; exporter: Exporter }) {
  const { t } = useTranslation('reptiles');
  const [deleting, { open, close }] = useDisclosure(false);
  const [offering, offer] = useDisclosure(false);
  const [moving, move] = useDisclosure(false);
  // In a shared collection: export for keepers and the owner, delete for the owner; selling or
  // giving away stays with one's own animals (a transfer moves rows of one keeper's space): the
  // owner of a household's animal moves it to their own collection first (decision 0032).
  const access = useSpaceAccess(reptile.userId);
  const canExport = access.can('space.export');
  const canDelete = access.can('reptile.delete.v1');
  // Between the keeper's own collection and a household or team they own: the owner's call.
  const canMove = useMoveTargets(reptile).length > 0;
  // A sitter or a viewer of a shared collection has only the report for the vet here.
  const full = !access.space || canExport || canDelete;
  const more = canMove || full;
  return (
    <>
      <Menu position="bottom-end" width={260}>
        <Menu.Target>
          <ActionIcon variant="default" size={36} loading={exporter.busy !== null} aria-label={t('actions.menu', { name: reptile.name })}>
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {/* A label for an animal still kept here (a sold one's read-only copy has no tub). */}
          {full && !reptile.transferredAt && <Menu.Item component={Link} to={labelsLink([reptile.id])}>{t('actions.printLabel')}</Menu.Item>}
          <Menu.Item component={Link} to={vetReportLink(reptile.id)}>{t('actions.vetReport')}</Menu.Item>
          {more && <Menu.Divider />}
          {canMove && <MoveMenuItem reptile={reptile} onMove={move.open} />}
          {!access.space && <TransferMenuItems reptile={reptile} onOffer={offer.open} />}
          {(!access.space || canMove) && <Menu.Divider />}
          {canExport && <ExportMenuItems exporter={exporter} />}
          {canExport && canDelete && <Menu.Divider />}
          {canDelete && <Menu.Item color="red" c="var(--ht-danger-text)" onClick={open}>{t('actions.delete')}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <DeleteReptileDialog reptile={reptile} opened={deleting} onClose={close} />
      <OfferDialog reptile={reptile} opened={offering} onClose={offer.close} />
      <MoveDialog reptile={reptile} opened={moving} onClose={move.close} />
    </>
  );
}
