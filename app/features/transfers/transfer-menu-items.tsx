import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocalReptile } from '../../lib/db';
import { isKept } from '../../../shared/rules/transfers';
import { useReptileTransfer } from './use-reptile-transfer';

/**
 * The reptile menu's transfer entries: the care card always (it is the animal's own data, for any
 * new keeper), "Sell or give away" while the animal is the keeper's and not already offered.
 */
export function TransferMenuItems({ reptile, onOffer }: { reptile: LocalReptile; onOffer: () => void }) {
  const { t } = useTranslation('transfers');
  const { pending } = useReptileTransfer(reptile.id);
  return (
    <>
      {isKept(reptile) && !pending && <Menu.Item onClick={onOffer}>{t('menu.offer')}</Menu.Item>}
      <Menu.Item component={Link} to={`/reptiles/${reptile.id}/care-card`}>{t('menu.careCard')}</Menu.Item>
    </>
  );
}
