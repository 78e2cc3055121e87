import { Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeafIcon } from '../../components/icons';

export function ReptileMissing() {
  const { t } = useTranslation('reptiles');
  return (
    <EmptyState icon={<LeafIcon size={32} />} title={t('missing.title')} description={t('missing.body')} py="xl">
      <EmptyState.Actions>
        <Button component={Link} to="/dashboard">{t('missing.back')}</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
