import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserDb } from '../../lib/db/use-user-db';
import { PlanLimitNotice } from './plan-limit-notice';
import { ReptileForm } from './reptile-form';
import { EMPTY_VALUES } from './reptile-form-values';
import { addReptile } from './reptiles-repository';
import { useReptileLimit } from './use-reptile-limit';

/** /reptiles/add: saved on the device at once, synced when there is a connection. */
export function AddReptilePage() {
  const { t } = useTranslation('reptiles');
  const db = useUserDb();
  const navigate = useNavigate();
  const limit = useReptileLimit();
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('add.title')}</Title>
        <PlanLimitNotice limit={limit} returnPath="/reptiles/add" />
        <ReptileForm initial={EMPTY_VALUES} submitLabel={t('add.submit')} disabled={!db || limit?.atLimit === true}
          onCancel={() => void navigate(-1)}
          onSubmit={async (input, _values, photo) => {
            if (!db) return;
            const id = await addReptile(db, input, photo);
            void navigate(`/reptiles/${id}`, { replace: true });
          }} />
      </Stack>
    </Container>
  );
}
