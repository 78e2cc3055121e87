import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESCRIPTION_MAX, STEPS_MAX, type FeedbackView } from '../../../shared/api/feedback';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { CountedTextarea } from './counted-textarea';
import { DeviceSummary } from './device-summary';
import { feedbackErrorKey } from './feedback-errors';
import { EMPTY_BUG_REPORT, parseBugReport } from './form-values';
import { ImagePicker } from './image-picker';
import { ImageUploadFailed, useAttachments } from './use-attachments';
import { useDetectedDevice } from './use-detected-device';
import { useCreateBugReport } from './feedback-queries';
import { SubmitFailure } from './submit-failure';

/**
 * The bug report form: a description (required), the steps, up to five images and the device,
 * checked with the server's own schema first. Sending uploads each image not yet uploaded, then
 * files the report; a failure keeps everything (text, images, the uploads that worked) for a retry.
 * Offline the form still takes the keeper's words and keeps them; it only does not send.
 */
export function BugReportForm({ online }: { online: boolean }) {
  const { t } = useTranslation('feedback');
  const device = useDetectedDevice();
  const attachments = useAttachments();
  const create = useCreateBugReport();
  const [sent, setSent] = useState<FeedbackView | null>(null);
  const { values, set, setValues, err, failure, saving, formRef, submit } = useEntryForm(t, {
    initial: EMPTY_BUG_REPORT,
    parse: (values) => parseBugReport(values, device),
    save: async (input): Promise<void> => {
      setSent(null);
      const imageIds = await attachments.uploadAll();
      const report = await create.mutateAsync({ ...input, imageIds });
      setValues(EMPTY_BUG_REPORT);
      attachments.clear();
      setSent(report);
    },
    failureKey: (err) => (err instanceof ImageUploadFailed ? 'errors.imagesNotSent' : feedbackErrorKey(err, 'errors.tryAgain')),
  });

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {sent && (
          <Alert color="moss" variant="light" role="status" title={t('bug.sentTitle')}>
            <Text size="sm">{t('bug.sent')}</Text>
            <Anchor component={Link} to={`/bug-report/${sent.id}`} size="sm">{t('bug.openSent')}</Anchor>
          </Alert>
        )}
        <CountedTextarea label={t('fields.description')} required max={DESCRIPTION_MAX} value={values.description}
          placeholder={t('bug.descriptionPlaceholder')} error={err('description')} onChange={set('description')} />
        <CountedTextarea label={t('fields.steps')} max={STEPS_MAX} value={values.steps} minRows={2}
          placeholder={t('bug.stepsPlaceholder')} error={err('steps')} onChange={set('steps')} />
        <ImagePicker attachments={attachments} sending={saving} />
        <DeviceSummary device={device} />
        <SubmitFailure titleKey="bug.submitFailed" reasonKey={failure} />
        {!online && <Text size="sm" c="dimmed">{t('offlineHint')}</Text>}
        <Button type="submit" loading={saving} disabled={!online} style={{ alignSelf: 'flex-start' }}>{t('bug.send')}</Button>
      </Stack>
    </form>
  );
}
