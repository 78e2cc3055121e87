import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePreferences } from '../../lib/session';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalReptile } from '../../lib/db';
import { ReptileForm } from './reptile-form';
import { changedPatch, valuesFromReptile } from './reptile-form-values';
import { ReptileMissing } from './reptile-missing';
import { updateReptile } from './reptiles-repository';
import { useReptile } from './use-reptiles';
import { useReptilePhoto } from './use-reptile-photo';

/** /reptiles/:id/edit: sends only the fields the keeper changed. */
export function EditReptilePage() {
  const { id } = useParams();
  const reptile = useReptile(id);
  if (reptile === undefined) return <PageLoader />;
  if (!reptile) return <ReptileMissing />;
  return <EditReptile reptile={reptile} />;
}

function EditReptile({ reptile }: { reptile: LocalReptile }) {
  const { t } = useTranslation('reptiles');
  const db = useUserDb();
  const navigate = useNavigate();
  const units = usePreferences();
  const { url } = useReptilePhoto(reptile);
  // The form starts from the reptile as it was when the page opened; a sync meanwhile must not
  // overwrite what the keeper is typing, and the patch is computed against this starting point.
  const [initial] = useState(() => valuesFromReptile(reptile, units));
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('edit.title', { name: reptile.name })}</Title>
        <ReptileForm initial={initial} submitLabel={t('edit.submit')} currentPhotoUrl={url} disabled={!db}
          onCancel={() => void navigate(`/reptiles/${reptile.id}`)}
          onSubmit={async (input, values, photo) => {
            if (!db) return;
            await updateReptile(db, reptile.id, changedPatch(initial, values, input), photo);
            void navigate(`/reptiles/${reptile.id}`, { replace: true });
          }} />
      </Stack>
    </Container>
  );
}
