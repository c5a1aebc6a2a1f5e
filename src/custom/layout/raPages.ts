/**
 * react-admin's error and authentication-error pages, and our access-denied page (it names the
 * missing permission), loaded only when one shows: react-admin's error page renders <Title>,
 * whose inline title editor pulls MUI's TextField (and the input stack under it) into the
 * dashboard's first load.
 */
export { AuthenticationError, Error } from 'react-admin';
export { AccessDenied } from './notices';
