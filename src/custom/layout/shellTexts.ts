/** The shell's own texts (the product's exact ones live in the messages catalogue). */
export const shellTexts = {
  brand: 'Exchange Admin',
  pendingActivation: {
    title: 'Your account is awaiting activation',
    body: 'Another admin must activate it before you can see or change anything. Until then you can set up your own sign-in: password, two-factor authentication and sessions.',
    action: 'Set up 2FA',
  },
  accessDenied: {
    title: 'Access denied',
    body: (role: string, what: string | null) =>
      what
        ? `Your role (${role}) does not have permission to ${what}. An owner can change your role on Admin › Admins.`
        : `Your role (${role}) does not allow this screen. An owner can change your role on Admin › Admins.`,
    action: 'Go to the dashboard',
  },
  themeToLight: 'Switch to light theme',
  themeToDark: 'Switch to dark theme',
  profileMenu: 'Profile menu',
  profile: 'Profile',
  twoFactor: 'Two-factor authentication',
  changePassword: 'Change password',
  landing: 'Landing page',
  logoutEntry: 'Logout',
  bell: (count: number) => `Notifications: ${count} activity ${count === 1 ? 'log' : 'logs'}`,
  bellTitle: 'Recent activity',
  bellEmpty: 'No activity yet.',
  bellError: 'Could not load the activity log.',
  bellSeeAll: 'See all activity',
  liveOff: 'Live updates off — reconnecting',
  logout: {
    title: 'Log out?',
    body: 'You will be signed out of the admin on this browser and need to sign in again.',
    cancel: 'Cancel',
    confirm: 'Logout',
    confirming: 'Signing out…',
  },
  footer: (year: number) => `© ${year} Exchange Admin. All rights reserved.`,
  footerNote: 'Operations back-office',
} as const;
