import { BugReportForm } from './bug-report-form';
import { FeedbackPage } from './feedback-page';

/** /bug-report: file a bug report (with images and the device) and follow "My Bug Reports". */
export function BugReportPage() {
  return <FeedbackPage kind="bug" form={(online) => <BugReportForm online={online} />} />;
}
