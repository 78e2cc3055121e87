import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import type { Message } from '../lib/error-key';

/** A form-level message, announced to screen readers as it appears. */
export function FormAlert({ message, tone = 'error', children }: { message: Message | null; tone?: 'error' | 'success' | 'info'; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  if (!message) return null;
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'moss' : 'blue';
  return (
    <Alert color={color} variant="light" role={tone === 'error' ? 'alert' : 'status'} icon={tone === 'success' ? <CheckIcon /> : <AlertIcon />}>
      {t(message.key, message.values)}
      {children}
    </Alert>
  );
}
