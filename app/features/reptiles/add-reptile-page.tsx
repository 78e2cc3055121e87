import { Container, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { canDo } from '../../../shared/spaces/roles';
import { useUserDb } from '../../lib/db/use-user-db';
import { useSharedSpaces } from '../spaces';
import { PlanLimitNotice } from './plan-limit-notice';
import { ReptileForm } from './reptile-form';
import { EMPTY_VALUES } from './reptile-form-values';
import { addReptile } from './reptiles-repository';
import { useReptileLimit } from './use-reptile-limit';

/**
 * /reptiles/add: saved on the device at once, synced when there is a connection. A member of a
 * shared collection whose role may add animals picks where it goes (`?space=` preselects one).
 */
export function AddReptilePage() {
  const { t } = useTranslation(['reptiles', 'spaces']);
  const db = useUserDb();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = todayIn();
  const places = (useSharedSpaces() ?? []).filter((s) => canDo({ role: s.role, until: s.until }, 'reptile.create.v1', today));
  const [where, setWhere] = useState<string>(() => params.get('space') ?? '');
  const spaceId = places.some((s) => s.id === where) ? where : '';
  const limit = useReptileLimit(spaceId || undefined);
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('add.title')}</Title>
        {places.length > 0 && (
          <Select label={t('add.where')} value={spaceId} onChange={(v) => setWhere(v ?? '')} allowDeselect={false}
            data={[{ value: '', label: t('add.mine') }, ...places.map((s) => ({ value: s.id, label: t(`spaces:badge.${s.kind}`, { name: s.name }) }))]} />
        )}
        <PlanLimitNotice limit={limit} returnPath="/reptiles/add" />
        <ReptileForm initial={EMPTY_VALUES} submitLabel={t('add.submit')} disabled={!db || limit?.atLimit === true} spaceId={spaceId || db?.userId}
          onCancel={() => void navigate(-1)}
          onSubmit={async (input, _values, photo) => {
            if (!db) return;
            const id = await addReptile(db, spaceId ? { ...input, spaceId } : input, photo);
            void navigate(`/reptiles/${id}`, { replace: true });
          }} />
      </Stack>
    </Container>
  );
}
