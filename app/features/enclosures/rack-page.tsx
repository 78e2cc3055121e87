import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PageLoader } from '../../components/page-loader';
import { useReptileSummaries } from '../care';
import { useAnimalStatuses } from '../health-watch';
import { SpaceBadge, useSpaceAccess } from '../spaces';
import { MoveInDialog } from './lazy-dialogs';
import { feedRackLink, labelsLink } from './place-links';
import { PlaceMissing } from './place-missing';
import { rackSizeText } from './place-text';
import { DeleteRackDialog, RenameRackDialog } from './rack-dialogs';
import { TubCell } from './tub-cell';
import { useRack } from './use-places';
import { useRackView } from './use-rack-view';
import classes from './places.module.css';

type Open = { kind: 'rename' } | { kind: 'delete' } | { kind: 'moveIn'; tubId: string } | null;

const NO_FLAGS: ReadonlyMap<string, ReactNode> = new Map();

/**
 * /racks/:id: the rack as its keeper sees it, shelf by shelf from the top, each shelf's tubs left
 * to right with the animals in them and where each stands in its feeding rhythm today. Rack
 * feeding starts from here for the rack or one shelf. Each tub shows what `tubFlags` says of it
 * (its climate, cleaning and equipment: composed by app/pages/rack-page.tsx). Read from the device, so it opens offline;
 * what the keeper's role may not do is not drawn.
 */
export function RackPage({ tubFlags = NO_FLAGS }: { tubFlags?: ReadonlyMap<string, ReactNode> } = {}) {
  const { t } = useTranslation('enclosures');
  const { id } = useParams();
  const rack = useRack(id);
  const view = useRackView(id);
  const access = useSpaceAccess(rack?.userId);
  const summaries = useReptileSummaries(view?.animalIds ?? []);
  const animals = useMemo(() => view?.shelves.flatMap((s) => s.tubs.flatMap((x) => x.animals)), [view]);
  const statuses = useAnimalStatuses(animals);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const moveIn = useCallback((tubId: string) => setOpen({ kind: 'moveIn', tubId }), []);
  const headingId = useId();
  const today = todayIn();
  const tubs = useMemo(() => view?.shelves.flatMap((s) => s.tubs.map((x) => x.tub)) ?? [], [view]);
  const tubIds = useMemo(() => tubs.map((x) => x.id), [tubs]);
  const labels = useMemo(() => labelsLink(tubIds), [tubIds]);
  if (rack === undefined || view === undefined) return <PageLoader />;
  if (rack === null) return <PlaceMissing />;
  const canFeed = access.can('feedingLog.create.v1');
  const canMove = access.can('placement.create.v1');
  const movingInto = open?.kind === 'moveIn' ? tubs.find((x) => x.id === open.tubId) : undefined;
  const title = t('rack.title', { name: rack.name });

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/racks" size="sm">{t('rack.back')}</Anchor>
          <Group gap="xs" align="center">
            <Title order={1} id={headingId} style={{ overflowWrap: 'anywhere' }}>{title}</Title>
            <SpaceBadge spaceId={rack.userId} />
          </Group>
          <Text c="dimmed" size="sm">
            {[rack.room, rackSizeText(t, rack), t('rack.animals', { count: view.animalIds.length })].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          {canFeed && <Button component={Link} to={feedRackLink(rack.id)}>{t('rack.feed')}</Button>}
          <Button component={Link} to={labels} variant="default">{t('rack.printLabels')}</Button>
          {access.can('rack.update.v1') && <Button variant="default" onClick={() => setOpen({ kind: 'rename' })}>{t('rack.rename')}</Button>}
          {access.can('rack.delete.v1') && <Button variant="default" color="red" onClick={() => setOpen({ kind: 'delete' })}>{t('rack.delete')}</Button>}
        </Group>
        {view.shelves.map(({ shelf, tubs: row }) => (
          <Stack key={shelf} gap="xs" component="section" aria-label={t('rack.shelf', { shelf })}>
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4">{t('rack.shelf', { shelf })}</Title>
              {canFeed && (
                <Button component={Link} to={feedRackLink(rack.id, shelf)} size="compact-sm" variant="light">{t('rack.feedShelf', { shelf })}</Button>
              )}
            </Group>
            <ul className={classes.tubs} aria-label={t('rack.tubsOfShelf', { shelf })}>
              {row.map((v) => <TubCell key={v.tub.id} view={v} summaries={summaries} statuses={statuses} today={today} flags={tubFlags.get(v.tub.id)} onMoveIn={canMove ? moveIn : undefined} />)}
            </ul>
          </Stack>
        ))}
        {view.shelves.length === 0 && <Text c="dimmed">{t('rack.noTubs')}</Text>}
      </Stack>
      {open?.kind === 'rename' && <RenameRackDialog rack={rack} onClose={close} />}
      {open?.kind === 'delete' && <DeleteRackDialog rack={rack} animals={view.animalIds.length} onClose={close} />}
      {movingInto && <MoveInDialog enclosure={movingInto} onClose={close} />}
    </Container>
  );
}
