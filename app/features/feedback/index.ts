/**
 * What the rest of the app uses from the feedback feature: the pieces the admin screens share with
 * the keeper's (a status badge, the conversation, its comment box, a report's images and device
 * line). The pages themselves are reached through their routes (lazy chunks).
 */
export { FeedbackStatusBadge, STATUS_COLORS, useStatusLabel } from './status-badge';
export { CommentThread, type CommentThreadProps } from './comment-thread';
export { CommentForm, type CommentFormProps } from './comment-form';
export { FeedbackImageGallery } from './image-gallery';
export { useDeviceLine } from './device-summary';
export { feedbackErrorKey } from './feedback-errors';
