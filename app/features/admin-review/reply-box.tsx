import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, CommentBody } from '../../../shared/api/feedback';

export interface ReplyBoxProps {
  /** Held by the drawer, which asks before closing over an unsent reply. */
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  disabled: boolean;
  failure: string | null;
  onSend: (body: string) => void;
}

/** The team's reply: required, at most 2000 characters (the shared comment rule), the count shown as it is typed. */
export function ReplyBox({ value, onChange, busy, disabled, failure, onSend }: ReplyBoxProps) {
  const { t } = useTranslation('admin-review');
  const [tried, setTried] = useState(false);
  const parsed = CommentBody.safeParse({ body: value });
  const left = COMMENT_MAX - value.trim().length;
  const error = !parsed.success && (tried || left < 0) ? t(parsed.error.issues[0]?.message ?? 'errors.commentRequired') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (parsed.success) onSend(parsed.data.body);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label={t('feedback.reply.label')} description={t('feedback.reply.hint', { count: Math.max(0, left) })} required withAsterisk
          autosize minRows={3} maxRows={10} value={value} error={error} onChange={(e) => {
            onChange(e.currentTarget.value);
            if (!e.currentTarget.value) setTried(false);
          }} />
        {failure && <Alert color="red" variant="light" role="alert">{failure}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={disabled}>{t('feedback.reply.send')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
