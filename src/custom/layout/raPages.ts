/**
 * react-admin's error, access-denied and authentication-error pages, loaded only when one shows:
 * its error page renders react-admin's <Title>, whose inline title editor pulls MUI's TextField
 * (and the input stack under it) into the dashboard's first load.
 */
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
