import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';

/** After a reset: the way back is the login modal on `/` (not inside a frame, which logs in its own way). */
export function ResetSuccess({ showLogin = true }: { showLogin?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Stack align="center" ta="center" gap="sm" role="status">
      <CheckIcon size={40} />
      <Text fw={700}>{t('reset.successTitle')}</Text>
      <Text size="sm" c="dimmed">{t('reset.successBody')}</Text>
      {showLogin && <Button component={Link} to="/?login=true">{t('reset.toLogin')}</Button>}
    </Stack>
  );
}
