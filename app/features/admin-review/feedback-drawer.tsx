import { Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackKind } from '../../../shared/api/feedback';
import { QueryState } from '../calendar';
import { failureKey } from './failure-text';
import { FeedbackDetailView } from './feedback-detail';
import { useFeedbackItem } from './feedback-admin-queries';

/**
 * One item's detail beside the list. It holds the reply being written, so closing it (the close
 * button, Escape, a click outside) over an unsent reply asks first whether to throw it away.
 */
export function FeedbackDrawer({ kind, id, onClose }: { kind: FeedbackKind; id: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin-review');
  const [reply, setReply] = useState('');
  const [asking, setAsking] = useState(false);
  const query = useFeedbackItem(kind, id);
  const close = () => {
    setAsking(false);
    setReply('');
    onClose();
  };
  const requestClose = () => (reply.trim() ? setAsking(true) : close());
  return (
    <>
      <Drawer opened={id !== null} onClose={requestClose} position="right" size="xl" title={t(`feedback.${kind}.detailTitle`)}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <QueryState query={query} loadingLabel={t('feedback.detail.loading')} errorText={(e) => t(failureKey(e, 'feedback.detail.loadFailed', { 'not-found': 'feedback.detail.gone' }))}>
          {(detail) => <FeedbackDetailView key={detail.item.id} kind={kind} detail={detail} reply={reply} onReplyChange={setReply} />}
        </QueryState>
      </Drawer>
      {/* Mounted only while asking: mounted all along, its Escape listener would close it in the
          very keydown that opened it (the drawer's listener runs first and opens it). */}
      {asking && <Modal opened onClose={() => setAsking(false)} title={t('feedback.discard.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <Stack gap="md">
          <Text>{t('feedback.discard.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>{t('feedback.discard.keep')}</Button>
            <Button color="red" onClick={close}>{t('feedback.discard.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>}
    </>
  );
}
