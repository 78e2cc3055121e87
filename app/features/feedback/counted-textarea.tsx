import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CountedTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'description'> {
  value: string;
  onChange: (value: string) => void;
  max: number;
}

/**
 * A textarea with a live "n / max" counter under it. No `maxLength`: a pasted text over the limit
 * stays whole (nothing the keeper wrote is cut off), the counter turns red and the rule's own
 * message says what to do.
 */
export function CountedTextarea({ value, onChange, max, ...props }: CountedTextareaProps) {
  const { t, i18n } = useTranslation('feedback');
  const count = value.trim().length;
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <Textarea autosize minRows={3} maxRows={12} {...props} value={value} onChange={(e) => onChange(e.currentTarget.value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={<Text span size="xs" c={count > max ? 'red' : 'dimmed'}>{t('fields.counter', { count: n.format(count), max: n.format(max) })}</Text>} />
  );
}
