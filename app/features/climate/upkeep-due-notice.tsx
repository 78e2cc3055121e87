import { Alert, Anchor, List } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enclosureCareDue, type EnclosureCareDue } from '../../../shared/enclosures/care-due';
import { todayIn } from '../../../shared/rules/calendar-date';
import { AlertIcon } from '../../components/icons';
import { useUserDb } from '../../lib/db/use-user-db';

/** Enclosures named on the dashboard; the rest are counted, and the racks page lists them. */
const SHOWN = 5;

/**
 * The recurring cleaning reminder (issue 28): every enclosure whose cleaning is due today or
 * overdue by its own intervals, with what is due, linked to it; nothing when none. Shown on the
 * dashboard beside the equipment's reminder; the notifier announces the same items
 * (shared/enclosures/care-due.ts is the one rule).
 */
export function UpkeepDueNotice({ today }: { today?: string }) {
  const db = useUserDb();
  const day = today ?? todayIn();
  const due = useLiveQuery(async () => {
    if (!db) return [];
    const [enclosures, upkeep] = await Promise.all([db.enclosures.toArray(), db.upkeep.toArray()]);
    return enclosureCareDue(enclosures, upkeep, [], day);
  }, [db, day]);
  return !due || due.length === 0 ? null : <DueList due={due} />;
}

function DueList({ due }: { due: readonly EnclosureCareDue[] }) {
  const { t } = useTranslation('climate');
  const overdue = due.some((d) => d.cleaning.some((c) => c.status === 'overdue'));
  const more = due.length - SHOWN;
  return (
    <Alert color={overdue ? 'red' : 'yellow'} variant="light" icon={<AlertIcon size={18} />} title={t('upkeep.dueNotice.title', { count: due.length })}>
      <List size="sm" spacing={2}>
        {due.slice(0, SHOWN).map((d) => {
          const what = d.cleaning.map((c) => (c.status === 'overdue'
            ? t('flags.upkeepOverdue', { kind: t(`upkeep.kinds.${c.kind}`), count: c.overdueDays })
            : t('flags.upkeepDue', { kind: t(`upkeep.kinds.${c.kind}`) }))).join(', ');
          return (
            <List.Item key={d.enclosureId}>
              <Anchor component={Link} to={`/enclosures/${d.enclosureId}`} inherit>{t('upkeep.dueNotice.item', { enclosure: d.name, what })}</Anchor>
            </List.Item>
          );
        })}
        {more > 0 && (
          <List.Item>
            <Anchor component={Link} to="/racks" inherit>{t('upkeep.dueNotice.more', { count: more })}</Anchor>
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
