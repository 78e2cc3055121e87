import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESCRIPTION_MAX, type FeedbackView } from '../../../shared/api/feedback';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { CountedTextarea } from './counted-textarea';
import { feedbackErrorKey } from './feedback-errors';
import { EMPTY_FEATURE_REQUEST, parseFeatureRequest } from './form-values';
import { SubmitFailure } from './submit-failure';
import { useCreateFeatureRequest } from './feedback-queries';

/** The feature request form: a description, checked with the server's schema; kept on failure and offline. */
export function FeatureRequestForm({ online }: { online: boolean }) {
  const { t } = useTranslation('feedback');
  const create = useCreateFeatureRequest();
  const [sent, setSent] = useState<FeedbackView | null>(null);
  const { values, set, setValues, err, failure, saving, formRef, submit } = useEntryForm(t, {
    initial: EMPTY_FEATURE_REQUEST,
    parse: parseFeatureRequest,
    save: async (input): Promise<void> => {
      setSent(null);
      const request = await create.mutateAsync(input);
      setValues(EMPTY_FEATURE_REQUEST);
      setSent(request);
    },
    failureKey: (err) => feedbackErrorKey(err, 'errors.tryAgain'),
  });

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {sent && (
          <Alert color="moss" variant="light" role="status" title={t('feature.sentTitle')}>
            <Text size="sm">{t('feature.sent')}</Text>
            <Anchor component={Link} to={`/feature-request/${sent.id}`} size="sm">{t('feature.openSent')}</Anchor>
          </Alert>
        )}
        <CountedTextarea label={t('fields.description')} required max={DESCRIPTION_MAX} value={values.description} minRows={4}
          placeholder={t('feature.descriptionPlaceholder')} error={err('description')} onChange={set('description')} />
        <SubmitFailure titleKey="feature.submitFailed" reasonKey={failure} />
        {!online && <Text size="sm" c="dimmed">{t('offlineHint')}</Text>}
        <Button type="submit" loading={saving} disabled={!online} style={{ alignSelf: 'flex-start' }}>{t('feature.send')}</Button>
      </Stack>
    </form>
  );
}
