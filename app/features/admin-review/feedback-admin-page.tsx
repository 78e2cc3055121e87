import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackKind } from '../../../shared/api/feedback';
import { QueryState } from '../calendar';
import { FEEDBACK_PER_PAGE } from './feedback-admin-api';
import { FeedbackDrawer } from './feedback-drawer';
import { FeedbackFilterBar } from './feedback-filters';
import { FeedbackPaging } from './feedback-paging';
import { FeedbackRow } from './feedback-row';
import { failureKey } from './failure-text';
import { ReviewPage } from './review-page';
import { useFeedbackFilters } from './use-feedback-filters';
import { useFeedbackPage, useFeedbackStats } from './feedback-admin-queries';

/**
 * /admin/bug-reports and /admin/feature-requests: every keeper's items of the kind, filtered by
 * status, by queue / archive, and by a search, a page at a time; each opens in a drawer to read,
 * answer, change its status and archive.
 */
export function FeedbackAdminPage({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation('admin-review');
  const { filters, update } = useFeedbackFilters(kind);
  const list = useFeedbackPage(kind, filters);
  const stats = useFeedbackStats(kind);
  const [openId, setOpenId] = useState<string | null>(null);
  // A page past the end (a shared link, fewer items since): the last page, replacing the URL.
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / FEEDBACK_PER_PAGE)) : null;
  useEffect(() => {
    if (pages !== null && filters.page > pages) update({ page: pages }, true);
  }, [pages, filters.page, update]);
  return (
    <ReviewPage title={t(`feedback.${kind}.title`)} intro={t(`feedback.${kind}.intro`)} wide>
      <Stack gap="md">
        <FeedbackFilterBar kind={kind} filters={filters} counts={stats.data?.statusStats} onChange={(patch) => update(patch)} />
        <QueryState query={list} loadingLabel={t('feedback.loading')} errorText={(e) => t(failureKey(e, 'feedback.loadFailed'))}>
          {(page) => (
            <Stack gap="sm" aria-busy={list.isPlaceholderData}>
              {page.items.length === 0
                ? <Text size="sm" c="dimmed">{t(filters.q || filters.status ? 'feedback.noMatch' : `feedback.${kind}.empty`)}</Text>
                : (
                  <Stack component="ul" gap="xs" aria-label={t(`feedback.${kind}.listLabel`)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {page.items.map((item) => <FeedbackRow key={item.id} item={item} onOpen={() => setOpenId(item.id)} />)}
                  </Stack>
                )}
              <FeedbackPaging total={page.total} page={filters.page} perPage={FEEDBACK_PER_PAGE} onPage={(p) => update({ page: p })} />
            </Stack>
          )}
        </QueryState>
      </Stack>
      <FeedbackDrawer key={openId ?? 'none'} kind={kind} id={openId} onClose={() => setOpenId(null)} />
    </ReviewPage>
  );
}

export const AdminBugReportsPage = () => <FeedbackAdminPage kind="bug" />;
export const AdminFeatureRequestsPage = () => <FeedbackAdminPage kind="feature" />;
