import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  name: string;
  reptileId: string;
  /** What will be logged ("1 × Adult mice (25 g) from your stock"); null when it cannot be. */
  food: string | null;
  /** Why last time's food cannot be logged again (a `scan` key), or null. */
  blocker: string | null;
  stockLeft: number;
  /** A meal is already logged today. */
  fedToday: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * "Fed": the second tap of two, confirming last time's food today (from the stock, the feeder
 * preselected). Any other food is entered on the animal's feeding tab.
 */
export function FedModal({ name, reptileId, food, blocker, stockLeft, fedToday, onConfirm, onClose }: Props) {
  const { t } = useTranslation('scan');
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    setSaving(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('fed.title', { name })}>
      <Stack gap="md">
        {fedToday && <Alert color="yellow" role="status">{t('fed.already', { name })}</Alert>}
        {blocker ? (
          <>
            <Text>{t(blocker, { count: stockLeft })}</Text>
            <Button component={Link} to={`/reptiles/${reptileId}?tab=feeding`} size="lg" variant="light">{t('fed.byHand')}</Button>
          </>
        ) : (
          <>
            <Text>{t('fed.food', { food })}</Text>
            <Button size="lg" fullWidth loading={saving} onClick={() => void confirm()} data-autofocus>{t('fed.confirm')}</Button>
            <Button component={Link} to={`/reptiles/${reptileId}?tab=feeding`} variant="subtle">{t('fed.other')}</Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}
