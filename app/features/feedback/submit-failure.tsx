import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spec's "Failed to submit …" as the title, and why (a feedback key) with what to do. */
export function SubmitFailure({ titleKey, reasonKey }: { titleKey: string; reasonKey: string | null }) {
  const { t } = useTranslation('feedback');
  if (!reasonKey) return null;
  return <Alert color="red" variant="light" role="alert" title={t(titleKey)}>{t(reasonKey)}</Alert>;
}
