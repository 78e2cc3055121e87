import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { pageCount } from './use-list-params';

export interface ListPagingProps {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** "26–50 of 1,234" and the page buttons (hidden when one page holds everything). */
export function ListPaging({ total, page, perPage, onPage }: ListPagingProps) {
  const { t, i18n } = useTranslation('admin');
  const pages = pageCount(total, perPage);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('paging.range', { first: formatCount(first, i18n.language), last: formatCount(last, i18n.language), total: formatCount(total, i18n.language) })}
      </Text>
      {pages > 1 && (
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" siblings={1} boundaries={1}
          aria-label={t('paging.label')}
          getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('paging.page', { page: p }) })} />
      )}
    </Group>
  );
}
