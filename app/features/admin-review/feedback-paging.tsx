import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "21–40 of 57" and the page buttons (hidden when one page holds everything). */
export function FeedbackPaging({ total, page, perPage, onPage }: { total: number; page: number; perPage: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('admin-review');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">{t('paging.range', { first: number(first), last: number(Math.min(total, page * perPage)), total: number(total) })}</Text>
      {pages > 1 && (
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" siblings={1} boundaries={1} aria-label={t('paging.label')}
          getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('paging.page', { page: p }) })} />
      )}
    </Group>
  );
}
