import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { useSpaceAccess } from './use-spaces';

/** Names a shared collection ("Household · Home"); for lists that read the collections once. */
export function SpaceTag({ space }: { space: Pick<SharedSpaceView, 'kind' | 'name'> }) {
  const { t } = useTranslation('spaces');
  return <Badge variant="light" color="grape" size="sm" style={{ textTransform: 'none' }}>{t(`badge.${space.kind}`, { name: space.name })}</Badge>;
}

/** Names the shared collection a row belongs to; nothing for the keeper's own. */
export function SpaceBadge({ spaceId }: { spaceId: string }) {
  const { space } = useSpaceAccess(spaceId);
  return space ? <SpaceTag space={space} /> : null;
}
