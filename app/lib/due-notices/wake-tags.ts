/** The periodic background sync tag on which the service worker re-checks due tasks (app/sw.ts). */
export const DUE_PERIODIC_TAG = 'due-tasks';
