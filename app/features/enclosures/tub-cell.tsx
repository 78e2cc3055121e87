import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReptileSummary } from '../care';
import type { AnimalStatus } from '../health-watch';
import { ResidentLine } from './resident-line';
import type { TubView } from './use-rack-view';
import classes from './places.module.css';

export interface TubCellProps {
  view: TubView;
  summaries: ReadonlyMap<string, ReptileSummary> | undefined;
  /** Each animal's health status (issue 29); undefined while it is worked out. */
  statuses?: ReadonlyMap<string, AnimalStatus> | undefined;
  today: string;
  /** What the tub's climate, cleaning and equipment flag (app/pages/rack-page.tsx); none: nothing to flag. */
  flags?: ReactNode;
  /** "Move an animal in"; none where the role may not move animals. */
  onMoveIn?: (tubId: string) => void;
}

/** One tub of the rack: its name (to its page), its animals with their rhythm, or "Empty". */
export const TubCell = memo(function TubCell({ view: { tub, animals }, summaries, statuses, today, flags, onMoveIn }: TubCellProps) {
  const { t } = useTranslation('enclosures');
  return (
    <Paper withBorder p="xs" component="li" className={classes.tub} aria-label={tub.name}>
      <Stack gap={6}>
        <Anchor component={Link} to={`/enclosures/${tub.id}`} fw={700} style={{ overflowWrap: 'anywhere' }}>{tub.name}</Anchor>
        {flags}
        {animals.length === 0 ? (
          <Text size="sm" c="dimmed">{t('tub.empty')}</Text>
        ) : (
          <ul className={classes.residents} aria-label={t('tub.animalsOf', { name: tub.name })}>
            {animals.map((a) => <ResidentLine key={a.id} reptile={a} summary={summaries?.get(a.id)} status={statuses?.get(a.id)} today={today} />)}
          </ul>
        )}
        {onMoveIn && (
          <Button size="compact-xs" variant="subtle" onClick={() => onMoveIn(tub.id)} aria-label={t('tub.moveInTo', { name: tub.name })} style={{ alignSelf: 'flex-start' }}>
            {t('tub.moveIn')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
});
