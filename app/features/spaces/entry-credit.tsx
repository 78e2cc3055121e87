import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSpaceAccess } from './use-spaces';

/**
 * Who wrote an entry of a shared collection ("Fed by Maria", "Logged by you"), from the author
 * the server recorded; nothing for the keeper's own animals or an entry from before credit.
 */
export function EntryCredit({ spaceId, authorId, kind = 'logged' }: { spaceId: string; authorId: string | null | undefined; kind?: 'fed' | 'logged' | 'completed' }) {
  const { t } = useTranslation('spaces');
  const { space, me, nameOf } = useSpaceAccess(spaceId);
  if (!space || !authorId) return null;
  const name = authorId === me ? t('credit.you') : nameOf(authorId);
  if (!name) return null;
  return <Text size="xs" c="dimmed">{t(`credit.${kind}`, { name })}</Text>;
}
