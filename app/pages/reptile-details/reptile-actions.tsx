import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DotsIcon } from '../../components/icons';
import type { LocalReptile } from '../../lib/db';
import { ExportMenuItems, type Exporter } from '../../features/export';
import { OfferDialog, TransferMenuItems } from '../../features/transfers';
import { DeleteReptileDialog } from '../../features/reptiles';

/**
 * A reptile's occasional actions (selling or giving it away, its care card, export, delete) behind one button: as a row of buttons they
 * filled a phone's first screen and pushed the animal's log below it.
 */
export function ReptileActions({ reptile, exporter }: { reptile: LocalReptile; exporter: Exporter }) {
  const { t } = useTranslation('reptiles');
  const [deleting, { open, close }] = useDisclosure(false);
  const [offering, offer] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" width={260}>
        <Menu.Target>
          <ActionIcon variant="default" size={36} loading={exporter.busy !== null} aria-label={t('actions.menu', { name: reptile.name })}>
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <TransferMenuItems reptile={reptile} onOffer={offer.open} />
          <Menu.Divider />
          <ExportMenuItems exporter={exporter} />
          <Menu.Divider />
          <Menu.Item color="red" onClick={open}>{t('actions.delete')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeleteReptileDialog reptile={reptile} opened={deleting} onClose={close} />
      <OfferDialog reptile={reptile} opened={offering} onClose={offer.close} />
    </>
  );
}
