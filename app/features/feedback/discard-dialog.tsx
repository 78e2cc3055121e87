import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** The question a held navigation asks: keep writing (stay), or discard and go where the keeper was going. */
export function DiscardDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('feedback');
  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('comments.discardTitle')} centered
      closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text size="sm">{t('comments.discardBody')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>{t('comments.keep')}</Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>{t('comments.discard')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
