import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSpaceAccess } from './use-spaces';

/** Names the shared collection a row belongs to ("Household · Home"); nothing for the keeper's own. */
export function SpaceBadge({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('spaces');
  const { space } = useSpaceAccess(spaceId);
  if (!space) return null;
  return <Badge variant="light" color="grape" size="sm" style={{ textTransform: 'none' }}>{t(`badge.${space.kind}`, { name: space.name })}</Badge>;
}
