import { Alert, Container, Stack, Title } from '@mantine/core';
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
  // Once the form is open it stays open, even if a sync removes the reptile meanwhile (deleted on
  // another device): what the keeper is typing must not vanish. Saving then ends up in the sync
  // panel as a refused change, with their data.
  const [opened, setOpened] = useState<LocalReptile | null>(null);
  if (reptile && opened?.id !== reptile.id) setOpened(reptile);
  const shown = reptile ?? (opened?.id === id ? opened : null);
  if (reptile === undefined && !shown) return <PageLoader />;
  if (!shown) return <ReptileMissing />;
  return <EditReptile reptile={shown} gone={reptile === null} />;
}

function EditReptile({ reptile, gone }: { reptile: LocalReptile; gone: boolean }) {
  const { t, i18n } = useTranslation('reptiles');
  const db = useUserDb();
  const navigate = useNavigate();
  const units = usePreferences();
  const { url } = useReptilePhoto(reptile);
  // The form starts from the reptile as it was when the page opened; a sync meanwhile must not
  // overwrite what the keeper is typing, and the patch is computed against this starting point.
  const [initial] = useState(() => valuesFromReptile(reptile, units, i18n.language));
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('edit.title', { name: reptile.name })}</Title>
        {gone && <Alert color="yellow" role="status">{t('edit.goneElsewhere')}</Alert>}
        <ReptileForm reptileId={reptile.id} initial={initial} submitLabel={t('edit.submit')} currentPhotoUrl={url} disabled={!db} spaceId={reptile.userId}
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
