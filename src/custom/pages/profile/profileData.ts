export const PROFILE_QUERY_KEY = ['shell', 'adminProfile'] as const;
