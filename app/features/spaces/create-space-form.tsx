import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateSpaceBody } from '../../../shared/api/spaces';
import { SPACE_KINDS } from '../../../shared/spaces/views';
import { syncNow } from '../../lib/sync';
import { useOnline } from '../../lib/use-online';
import { OfflineNote } from './offline-note';
import { fieldErrorKeys, spaceErrorKey } from './space-errors';
import { createSpace } from './spaces-api';
import type { CreatedState } from './use-space-view';

type Kind = (typeof SPACE_KINDS)[number];
type Errors = Partial<Record<'kind' | 'name', string>>;

/** "Start a household or team": the POST, then the new collection's page (it reaches the list with the sync asked for here). */
/** This device's IANA time zone, when the runtime says one. */
const deviceTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

export function CreateSpaceForm() {
  const { t } = useTranslation('spaces');
  const online = useOnline();
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>('household');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(null);
    // Where the animals are kept is where the owner makes the collection: a sitter's last day ends at midnight here.
    const parsed = CreateSpaceBody.safeParse({ kind, name, timeZone: deviceTimeZone() });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const created = await createSpace(parsed.data);
      void syncNow();
      void navigate(`/households/${created.id}`, { state: { created } satisfies CreatedState });
    } catch (err) {
      const fields = fieldErrorKeys(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(spaceErrorKey(err));
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="spaces-create">
      <form noValidate onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="spaces-create">{t('create.title')}</Title>
          <Text size="sm" c="dimmed">{t('create.explain')}</Text>
          <Radio.Group label={t('create.kind')} value={kind} onChange={(v) => setKind(v as Kind)} error={errors.kind ? t(errors.kind) : undefined}>
            <Stack gap="xs" mt={6}>
              {SPACE_KINDS.map((k) => <Radio key={k} value={k} label={t(`kinds.${k}`)} description={t(`kindHelp.${k}`)} />)}
            </Stack>
          </Radio.Group>
          <TextInput label={t('create.name')} description={t('create.nameHint')} required autoComplete="off" value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors((x) => ({ ...x, name: undefined }));
            }}
            error={errors.name ? t(errors.name) : undefined} />
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          {online ? (
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>{t('create.submit')}</Button>
            </Group>
          ) : <OfflineNote>{t('offline.create')}</OfflineNote>}
        </Stack>
      </form>
    </Paper>
  );
}
