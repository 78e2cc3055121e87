import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMIT_VALUES } from './feedback-errors';

/** The spec's "Failed to submit …" as the title, and why (a feedback key, with the limits it may state) with what to do. */
export function SubmitFailure({ titleKey, reasonKey }: { titleKey: string; reasonKey: string | null }) {
  const { t } = useTranslation('feedback');
  if (!reasonKey) return null;
  return <Alert color="red" variant="light" role="alert" title={t(titleKey)}>{t(reasonKey, FEEDBACK_LIMIT_VALUES)}</Alert>;
}
