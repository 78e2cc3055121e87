import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../components/icons';
import { useEquipmentDue, type EquipmentDue } from './use-equipment';

/**
 * The reminder before a replacement is due (issue 28): equipment due within two weeks or overdue
 * (a UVB tube's output fades long before it dies), each with its enclosure, linked to it; nothing
 * when none. Shown on the dashboard, whose first screen must not wait for these texts: they are
 * asked for only when there is something to say.
 */
export function EquipmentDueNotice() {
  const due = useEquipmentDue() ?? [];
  return due.length === 0 ? null : <DueList due={due} />;
}

function DueList({ due }: { due: readonly EquipmentDue[] }) {
  const { t } = useTranslation('climate');
  const overdue = due.some((d) => d.state.state === 'overdue');
  return (
    <Alert color={overdue ? 'red' : 'yellow'} variant="light" icon={<AlertIcon size={18} />} title={t('equipment.dueNotice.title', { count: due.length })}>
      <List size="sm" spacing={2}>
        {due.map(({ equipment, enclosureName, state }) => {
          const when = state.state === 'overdue' ? t('equipment.badge.overdue', { count: state.daysOverdue })
            : state.daysLeft === 0 ? t('equipment.badge.dueToday') : t('equipment.badge.dueSoon', { count: state.daysLeft });
          return (
            <List.Item key={equipment.id}>
              <Anchor component={Link} to={`/enclosures/${equipment.enclosureId}`} inherit>
                {t('equipment.dueNotice.item', { name: equipment.name, enclosure: enclosureName ?? '', when })}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
