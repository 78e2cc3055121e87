/**
 * Where visitors and keepers write for help. The server has the same value as SUPPORT_EMAIL
 * (default support@herptrack.app); until the app can read its configuration from the server,
 * this constant must be changed together with that setting.
 */
export const SUPPORT_EMAIL = 'support@herptrack.app';
