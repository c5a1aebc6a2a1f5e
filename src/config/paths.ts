/** Every path the app links to, in one place: no string paths scattered in components. */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  forgetPassword: '/forget_password',
  resetPassword: '/reset_password',
  otpValidation: '/otp_validation',
  register: '/register',
  registerSuccessful: '/register_successfull',
  logout: '/logout',

  admin: '/admin',
  dashboard: '/admin/dashboard',
  landing: '/admin/landing',
  twoFactor: '/admin/2fa',
  wallet: '/admin/wallet',
  walletCoin: '/admin/wallet/coin',
  passbookHistory: '/admin/passbook_history',
  /** Sidebar-free: linked from the passbook (convert history has no route of its own in the menu). */
  convertHistory: '/admin/convert_history',
  user: '/admin/user',
  userDetails: '/admin/user-details',
  deposit: '/admin/deposit',
  withdraw: '/admin/withdraw',
  coinList: '/admin/coin-list',
  tradePairs: '/admin/tradepairs',
  notification: '/admin/notification',
  kyc: '/admin/kyc',
  kycDetails: '/admin/kyc-details',
  profile: '/admin/profile',
  affiliate: '/admin/affiliate',
  changePassword: '/admin/change-password',
} as const;

/** Detail screens are addressable by URL (user-details and kyc-details + the record id). */
export const detailPath = (base: string, id: string | number) =>
  `${base}/${encodeURIComponent(String(id))}`;

/** A platform asset's wallets page (/admin/wallet/coin?symbol=BTC). */
export const walletCoinPath = (symbol: string) =>
  `${paths.walletCoin}?symbol=${encodeURIComponent(symbol)}`;

/** The routes that are reachable only without an admin token (signed-in admins are sent to the dashboard). */
export const publicOnlyPaths = [paths.login, paths.forgotPassword] as const;
