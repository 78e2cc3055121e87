import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '../../../shared/api/feedback';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { CountedTextarea } from './counted-textarea';
import { DiscardDialog } from './discard-dialog';
import { feedbackErrorKey } from './feedback-errors';
import { parseComment } from './form-values';
import { SubmitFailure } from './submit-failure';
import { useLeaveGuard } from './use-leave-guard';

export interface CommentFormProps {
  /** Sends the comment (trimmed, checked); rejects to keep it in the box and say why. */
  onSend: (body: string) => Promise<unknown>;
  online: boolean;
}

/**
 * The comment box under a conversation: required, at most 2000 characters with a live counter,
 * checked with the server's schema. While it holds words not sent, leaving the page asks to
 * discard them; offline it keeps them and does not send. Needs a data router (useBlocker).
 */
export function CommentForm({ onSend, online }: CommentFormProps) {
  const { t } = useTranslation('feedback');
  const { values, set, setValues, err, failure, saving, formRef, submit } = useEntryForm(t, {
    initial: { body: '' },
    parse: parseComment,
    save: async (input): Promise<void> => {
      await onSend(input.body);
      setValues({ body: '' });
    },
    failureKey: (err) => feedbackErrorKey(err, 'errors.tryAgain'),
  });
  const blocker = useLeaveGuard(values.body.trim() !== '');

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <CountedTextarea label={t('comments.label')} required max={COMMENT_MAX} value={values.body} minRows={3}
          error={err('body')} onChange={set('body')} />
        <SubmitFailure titleKey="comments.failed" reasonKey={failure} />
        <Group justify="space-between" gap="sm">
          {online ? <span /> : <Text size="sm" c="dimmed">{t('offlineHint')}</Text>}
          <Button type="submit" loading={saving} disabled={!online}>{t('comments.send')}</Button>
        </Group>
      </Stack>
      <DiscardDialog blocker={blocker} />
    </form>
  );
}
