/**
 * What the rest of the app uses from the medication feature (issue 29): an animal's courses and
 * the dialog that sets one up (for one animal or several), and, for the reminders list, which
 * reminders are doses and how to give one (its reminder done and a health log line).
 */
export { MedicationCourses } from './medication-courses';
export { CourseDialog, type CourseDialogProps } from './course-dialog';
export { useDoseReminders, type DoseOf, type LocalCourse } from './use-courses';
export { giveDose } from './course-repository';
