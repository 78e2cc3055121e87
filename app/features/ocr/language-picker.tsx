import { Group, Radio, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OCR_LANGUAGES, type OcrLanguage } from '../../../shared/ocr/rows';

/** The language the sheet is written in (the reader loads that language's data); named by the step's heading. */
export function LanguagePicker({ labelledBy, value, disabled, onChange }: {
  labelledBy: string;
  value: OcrLanguage;
  disabled: boolean;
  onChange: (language: OcrLanguage) => void;
}) {
  const { t } = useTranslation('ocr');
  const hintId = useId();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={hintId}>{t('language.hint')}</Text>
      <Group gap="lg" role="radiogroup" aria-labelledby={labelledBy} aria-describedby={hintId}>
        {OCR_LANGUAGES.map((l) => (
          <Radio key={l} name="ocr-language" value={l} label={t(`language.${l}`)} checked={value === l} disabled={disabled} onChange={() => onChange(l)} />
        ))}
      </Group>
    </Stack>
  );
}
