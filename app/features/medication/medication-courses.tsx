import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { useSpaceAccess } from '../spaces';
import { CourseCard } from './course-card';
import { CourseDialog } from './course-dialog';
import { useCourses } from './use-courses';

/**
 * An animal's medication courses on its health tab: the running ones first, each with its next
 * dose and a button to give it; finished and stopped ones below, folded. Setting up, stopping and
 * deleting are a keeper's; giving a dose is a sitter's too; a viewer reads.
 */
export function MedicationCourses({ reptile }: { reptile: LocalReptile }) {
  const { t } = useTranslation('medication');
  const headingId = useId();
  const access = useSpaceAccess(reptile.userId);
  const courses = useCourses(reptile.id);
  const [dialog, setDialog] = useState<'one' | 'several' | null>(null);
  const [showPast, setShowPast] = useState(false);
  const today = todayIn();
  const canCreate = access.can('medCourse.create.v1');
  const active = courses?.filter((c) => c.state === 'active') ?? [];
  const past = courses?.filter((c) => c.state !== 'active') ?? [];
  const can = { give: access.can('medCourse.give.v1'), stop: access.can('medCourse.stop.v1'), remove: access.can('medCourse.delete.v1') };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4" id={headingId}>{t('title')}</Title>
        {canCreate && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setDialog('one')}>{t('actions.new')}</Button>
            <Button size="xs" variant="default" onClick={() => setDialog('several')}>{t('actions.several')}</Button>
          </Group>
        )}
      </Group>
      {courses !== undefined && courses.length === 0 && <Text size="sm" c="dimmed">{t('empty')}</Text>}
      {active.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('activeList')}>
          {active.map((c) => <CourseCard key={c.course.id} view={c} today={today} can={can} />)}
        </Stack>
      )}
      {past.length > 0 && (
        <Stack gap="xs">
          <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} aria-expanded={showPast} onClick={() => setShowPast((s) => !s)}>
            {t(showPast ? 'past.hide' : 'past.show', { count: past.length })}
          </Button>
          {showPast && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('past.list')}>
              {past.map((c) => <CourseCard key={c.course.id} view={c} today={today} can={can} />)}
            </Stack>
          )}
        </Stack>
      )}
      {dialog && <CourseDialog reptile={reptile} several={dialog === 'several'} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
