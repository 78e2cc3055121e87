import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOcrLimit } from './use-ocr-limit';

/** The profile's line: "OCR imports used: 3 of 5" (the plan's lifetime count, pending imports included). */
export function OcrImportsUsed() {
  const { t } = useTranslation('ocr');
  const limit = useOcrLimit();
  if (!limit) return null;
  return <Text size="sm">{t('limit.used', { used: limit.used, limit: limit.limit })}</Text>;
}
