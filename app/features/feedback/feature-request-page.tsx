import { FeatureRequestForm } from './feature-request-form';
import { FeedbackPage } from './feedback-page';

/** /feature-request: ask for a feature and follow "My Feature Requests". */
export function FeatureRequestPage() {
  return <FeedbackPage kind="feature" form={(online) => <FeatureRequestForm online={online} />} />;
}
