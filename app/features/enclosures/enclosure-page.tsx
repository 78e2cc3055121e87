import { Anchor, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PageLoader } from '../../components/page-loader';
import { useReptileSummaries } from '../care';
import { useAnimalStatuses } from '../health-watch';
import { useKeptReptiles } from '../reptiles';
import { SpaceBadge, useSpaceAccess } from '../spaces';
import { EnclosureDialog } from './enclosure-dialog';
import { EnclosureHistory } from './enclosure-history';
import { MoveInDialog } from './lazy-dialogs';
import { labelsLink } from './place-links';
import { PlaceMissing } from './place-missing';
import { sizeText, typeLabel } from './place-text';
import { deleteEnclosure } from './places-repository';
import { ResidentLine } from './resident-line';
import { useEnclosure, useRack, useWhereabouts, type LocalEnclosure } from './use-places';
import { useTypeOptions } from './use-type-options';
import classes from './places.module.css';

/**
 * /enclosures/:id: one enclosure (a rack's tub or one standing alone): what and where it is, who
 * lives in it now with their feeding rhythm, and who lived there before.
 */
export function EnclosurePage({ extra }: { extra?: (enclosure: LocalEnclosure) => ReactNode } = {}) {
  const { t, i18n } = useTranslation('enclosures');
  const { id } = useParams();
  const navigate = useNavigate();
  const enclosure = useEnclosure(id);
  const rack = useRack(enclosure?.rackId ?? undefined);
  const where = useWhereabouts();
  const kept = useKeptReptiles();
  const access = useSpaceAccess(enclosure?.userId);
  const typeOptions = useTypeOptions();
  const residents = useMemo(() => {
    const ids = new Set(id ? (where?.residentsOf.get(id) ?? []) : []);
    return (kept ?? []).filter((r) => ids.has(r.id));
  }, [where, kept, id]);
  const summaries = useReptileSummaries(residents.map((r) => r.id));
  const statuses = useAnimalStatuses(residents);
  const [open, setOpen] = useState<'edit' | 'delete' | 'moveIn' | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (enclosure === undefined || where === undefined || kept === undefined) return <PageLoader />;
  if (enclosure === null) return <PlaceMissing />;
  const lng = i18n.language;
  const size = sizeText(t, enclosure, lng);
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteEnclosure(enclosure.id);
      void navigate(rack ? `/racks/${rack.id}` : '/racks', { replace: true });
    } finally {
      setDeleting(false);
    }
  };
  const today = todayIn();

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={rack ? `/racks/${rack.id}` : '/racks'} size="sm">{rack ? t('enclosure.backToRack', { name: rack.name }) : t('rack.back')}</Anchor>
          <Group gap="xs" align="center">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>{enclosure.name}</Title>
            <SpaceBadge spaceId={enclosure.userId} />
          </Group>
        </Stack>
        <Paper withBorder p="md">
          <Stack gap="sm" component="dl" m={0}>
            <Fact label={t('fields.type')}>{typeLabel(t, enclosure.type)}</Fact>
            <Fact label={t('enclosure.size')}>{size ?? t('enclosure.notRecorded')}</Fact>
            <Fact label={t('enclosure.where')}>
              {rack ? (
                <Anchor component={Link} to={`/racks/${rack.id}`}>{t('enclosure.inRack', { rack: t('rack.title', { name: rack.name }), shelf: enclosure.shelf ?? '?', position: enclosure.position ?? '?' })}</Anchor>
              ) : (enclosure.room ?? t('enclosure.notRecorded'))}
            </Fact>
            {rack && enclosure.room && <Fact label={t('fields.room')}>{enclosure.room}</Fact>}
            {enclosure.notes && <Fact label={t('fields.notes')}><span style={{ whiteSpace: 'pre-wrap' }}>{enclosure.notes}</span></Fact>}
          </Stack>
        </Paper>
        <Group gap="xs">
          {access.can('placement.create.v1') && <Button onClick={() => setOpen('moveIn')}>{t('tub.moveIn')}</Button>}
          <Button component={Link} to={labelsLink([enclosure.id])} variant="default">{t('enclosure.printLabel')}</Button>
          {access.can('enclosure.update.v1') && <Button variant="default" onClick={() => setOpen('edit')}>{t('enclosure.edit')}</Button>}
          {access.can('enclosure.delete.v1') && <Button variant="default" color="red" onClick={() => setOpen('delete')}>{t('enclosure.delete')}</Button>}
        </Group>
        <Stack gap="xs" component="section" aria-label={t('enclosure.residents')}>
          <Title order={2} size="h4">{t('enclosure.residents')}</Title>
          {residents.length === 0 ? (
            <Text c="dimmed" size="sm">{t('tub.empty')}</Text>
          ) : (
            <ul className={classes.residents} aria-label={t('tub.animalsOf', { name: enclosure.name })}>
              {residents.map((r) => <ResidentLine key={r.id} reptile={r} summary={summaries?.get(r.id)} status={statuses?.get(r.id)} today={today} />)}
            </ul>
          )}
        </Stack>
        {/* Its climate, equipment and cleaning: the page above composes them (app/pages/enclosure-page.tsx). */}
        {extra?.(enclosure)}
        <EnclosureHistory enclosureId={enclosure.id} />
      </Stack>
      {open === 'edit' && <EnclosureDialog opened enclosure={enclosure} typeOptions={typeOptions} onClose={() => setOpen(null)} />}
      {open === 'moveIn' && <MoveInDialog enclosure={enclosure} onClose={() => setOpen(null)} />}
      <Modal opened={open === 'delete'} onClose={() => setOpen(null)} title={t('deleteEnclosure.title', { name: enclosure.name })} closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Stack gap="md">
          <Text size="sm">{residents.length > 0 ? t('deleteEnclosure.body', { count: residents.length }) : t('deleteEnclosure.bodyEmpty')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(null)} disabled={deleting}>{t('actions.cancel')}</Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>{t('deleteEnclosure.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">{label}</Text>
      <Text component="dd" m={0}>{children}</Text>
    </div>
  );
}
