/** Texts of the Profile page's "Active sessions" card. */
export const sessionTexts = {
  title: 'Active sessions',
  intro:
    'Where you are signed in. A session ends after 12 hours, or sooner without activity. Revoke any you do not recognise.',
  loadFailed: 'Could not load the active sessions.',
  retry: 'Retry',
  empty: 'No active sessions.',
  columns: {
    device: 'Device',
    address: 'Client address',
    created: 'Signed in',
    lastSeen: 'Last seen',
    actions: 'Actions',
  },
  thisSession: 'This session',
  unknownAddress: 'Unknown',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this session?',
  revokeOther: (device: string) =>
    `${device} will be signed out at its next request and must sign in again.`,
  revokeCurrent: 'This is the session you are using now: you will be signed out.',
  revoked: 'Session revoked.',
  revokedCurrent: 'Session revoked. You are signed out.',
};
