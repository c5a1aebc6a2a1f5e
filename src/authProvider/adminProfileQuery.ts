import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../dataProvider/queryKeys';
import { fetchAdminProfile } from './session';

/**
 * The signed-in admin's profile as one cached query: the profile page, the 2FA page and the
 * 2FA step-up read the same entry, so enabling 2FA on one is seen by the others. A module of
 * its own: session.ts is part of the public login page, which must not carry react-query.
 */
export const adminProfileQuery = queryOptions({
  queryKey: queryKeys.adminProfile,
  queryFn: ({ signal }) => fetchAdminProfile({ signal }),
});
