import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BROADCASTS_PER_DAY } from '../../../shared/api/notifications';
import { ADMIN_NOTIFICATION_TYPES, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '../../../shared/notifications/types';
import { ApiError } from '../../lib/api/client';
import { useOnline } from '../../lib/use-online';
import { failureKey, refusedFields } from './failure-text';
import { ImageField } from './image-field';
import { MessagePreview } from './message-preview';
import {
  checkNotification, EMPTY_NOTIFICATION, ownImagePath, RECIPIENTS, type AdminNotificationType, type CheckedNotification, type NotificationErrors, type NotificationValues,
} from './notification-values';
import { SendAllDialog } from './send-all-dialog';
import { NoSuchKeeper, useSendNotification } from './use-send-notification';

/** The refusal of a send in the admin's words; an unknown keeper is the recipient field's error. */
function sendFailure(error: unknown): { field?: keyof NotificationValues; key: string } {
  if (error instanceof NoSuchKeeper || (error instanceof ApiError && error.status === 404)) return { field: 'who', key: 'errors.noSuchKeeper' };
  return {
    key: failureKey(error, 'notifications.failed', {
      'invalid-request': 'notifications.refused',
      // Messages to everyone: one at a time and BROADCASTS_PER_DAY a day (shared/api/notifications.ts).
      'broadcast-in-progress': 'notifications.broadcastInProgress',
      'broadcast-limit': 'notifications.broadcastLimit',
    }),
  };
}

/**
 * An admin's message: to one keeper (by e-mail or id) or to everyone (after a confirmation), with
 * a type, a title, a message whose links work as in the inbox, and an optional picture of our own.
 * After sending it says how many messages went out, and the form starts empty again.
 */
export function NotificationForm() {
  const { t } = useTranslation('admin-review');
  const online = useOnline();
  const send = useSendNotification();
  const [values, setValues] = useState<NotificationValues>(EMPTY_NOTIFICATION);
  const [errors, setErrors] = useState<NotificationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<CheckedNotification | null>(null);

  const set = (patch: Partial<NotificationValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
    setFailure(null);
  };
  const errorOf = (field: keyof NotificationValues) => (errors[field] ? t(errors[field]) : undefined);

  const deliver = async (checked: CheckedNotification) => {
    setFailure(null);
    try {
      const { sent: count } = await send.mutateAsync(checked);
      setSent(count);
      setValues((v) => ({ ...EMPTY_NOTIFICATION, recipient: v.recipient, type: v.type }));
    } catch (error) {
      const fields = refusedFields(error);
      if (Object.keys(fields).length > 0) setErrors(fields as NotificationErrors);
      const { field, key } = sendFailure(error);
      if (field) setErrors((e) => ({ ...e, [field]: key }));
      else setFailure(t(key, { limit: BROADCASTS_PER_DAY }));
    } finally {
      setConfirming(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const checked = checkNotification(values, window.location.origin);
    setErrors(checked.errors ?? {});
    if (!checked.ok) return;
    if ('all' in checked.ok.target) setConfirming(checked.ok);
    else void deliver(checked.ok);
  };

  const typeOptions = ADMIN_NOTIFICATION_TYPES.map((type) => ({ value: type, label: t(`notifications.types.${type}`) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form onSubmit={submit} noValidate aria-label={t('notifications.formLabel')}>
        <Stack gap="md">
          <Radio.Group label={t('notifications.recipient')} value={values.recipient} onChange={(v) => set({ recipient: v === 'all' ? 'all' : 'one' })}>
            <Group gap="lg" mt={6}>
              {RECIPIENTS.map((r) => <Radio key={r} value={r} label={t(`notifications.recipients.${r}`)} />)}
            </Group>
          </Radio.Group>
          {values.recipient === 'one' && (
            <TextInput label={t('notifications.who')} description={t('notifications.whoHint')} required withAsterisk autoComplete="off"
              value={values.who} error={errorOf('who')} onChange={(e) => set({ who: e.currentTarget.value })} />
          )}
          <Select label={t('notifications.type')} data={typeOptions} value={values.type} allowDeselect={false} error={errorOf('type')}
            onChange={(v) => v && set({ type: v as AdminNotificationType })} />
          <TextInput label={t('notifications.titleLabel')} required withAsterisk value={values.title} error={errorOf('title')}
            description={t('notifications.charsLeft', { count: Math.max(0, NOTIFICATION_TITLE_MAX - values.title.trim().length) })}
            onChange={(e) => set({ title: e.currentTarget.value })} />
          <Textarea label={t('notifications.message')} required withAsterisk autosize minRows={4} maxRows={12} value={values.message} error={errorOf('message')}
            description={t('notifications.messageHint', { count: Math.max(0, NOTIFICATION_MESSAGE_MAX - values.message.trim().length) })}
            onChange={(e) => set({ message: e.currentTarget.value })} />
          <ImageField value={values.imageUrl} error={errorOf('imageUrl')} disabled={!online} onChange={(imageUrl) => set({ imageUrl })} />
          {failure && <Alert color="red" variant="light" role="alert">{failure}</Alert>}
          {sent !== null && <Alert color="moss" variant="light" role="status">{t('notifications.sent', { count: sent })}</Alert>}
          <Group>
            <Button type="submit" loading={send.isPending && confirming === null} disabled={!online}
              color={values.recipient === 'all' ? 'orange' : undefined}>
              {t(values.recipient === 'all' ? 'notifications.sendAll' : 'notifications.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <MessagePreview style={{ alignSelf: 'start' }} type={values.type} title={values.title} message={values.message} imageUrl={ownImagePath(values.imageUrl, window.location.origin)} />
      <SendAllDialog opened={confirming !== null} title={confirming?.title ?? ''} busy={send.isPending}
        onCancel={() => setConfirming(null)} onConfirm={() => confirming && void deliver(confirming)} />
    </SimpleGrid>
  );
}
