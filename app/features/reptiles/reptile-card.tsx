import { Badge, Box, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FolderIcon, LeafIcon } from '../../components/icons';
import { usePreferences } from '../../lib/session';
import { morphName } from '../genetics';
import { SpaceTag } from '../spaces';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import type { LocalReptile } from '../../lib/db';
import { ageText, lengthText } from '../../lib/format';
import { useReptilePhoto } from './use-reptile-photo';
import classes from './reptiles.module.css';

export interface ReptileCardProps {
  reptile: LocalReptile;
  unsynced: boolean;
  /** The name of the collection it is in, when the card should say so. */
  collectionName?: string | null;
  /** The shared collection it belongs to (issue 27); null for the keeper's own. */
  space?: Pick<SharedSpaceView, 'kind' | 'name'> | null;
  children?: ReactNode;
}

/**
 * A reptile on the dashboard: photo, name, species, sex, age, length and collection, as one link
 * to its page. Its weight is not here: the latest weighing is the animal's weight, and the
 * dashboard's care section below says it with its date (or that it is the profile's), so a card
 * never shows two weights. `children` (that section and the quick actions) sit below the link,
 * not inside it: buttons nested in a link are neither valid nor usable with a screen reader.
 */
export function ReptileCard({ reptile, unsynced, collectionName = null, space = null, children }: ReptileCardProps) {
  const { t, i18n } = useTranslation('reptiles');
  const { t: tg } = useTranslation('genetics');
  const morph = morphName(reptile.morphs ?? null, tg);
  const units = usePreferences();
  const { url } = useReptilePhoto(reptile);
  const age = ageText(t, reptile.hatchDate);
  const length = lengthText(t, i18n.language, reptile.lengthCm, units.lengthUnit);
  return (
    <Card withBorder padding="md" className={classes.card}>
      <Card.Section component={Link} to={`/reptiles/${reptile.id}`} style={{ color: 'inherit', textDecoration: 'none' }}>
        {url ? (
          <Image src={url} alt="" h={160} fit="cover" />
        ) : (
          <Center h={160} className={classes.placeholder} aria-hidden="true"><LeafIcon size={48} /></Center>
        )}
        <Stack gap={6} px="md" pt="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Title order={2} size="h4" lineClamp={1}>{reptile.name}</Title>
            {unsynced && <Badge size="sm" variant="light" color="yellow">{t('card.notSynced')}</Badge>}
          </Group>
          <Text c="dimmed" size="sm" fs="italic" lineClamp={1}>{reptile.species}</Text>
          {morph && <Text size="sm" fw={500} lineClamp={1} title={morph}>{morph}</Text>}
          <Group gap={6}>
            <Badge variant="light" color={reptile.sex === 'female' ? 'pink' : reptile.sex === 'male' ? 'blue' : 'gray'}>{t(`sex.${reptile.sex}`)}</Badge>
            {age && <Badge variant="outline" color="gray">{age}</Badge>}
            {space && <SpaceTag space={space} />}
          </Group>
          {length && <Text size="sm">{length}</Text>}
          {collectionName && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <FolderIcon size={14} />
              <Text size="sm" lineClamp={1}>{t('card.collection', { name: collectionName })}</Text>
            </Group>
          )}
        </Stack>
      </Card.Section>
      {children && <Box mt="sm">{children}</Box>}
    </Card>
  );
}
