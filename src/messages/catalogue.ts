/**
 * The product's exact texts (the calls' default error messages, the screens' texts), letter for letter.
 * Components and the dataProvider read them from here; nothing else spells them.
 */
export const errors = {
  login: {
    failed: 'Login failed!',
    failedToLogin: 'Failed To Login User',
    unknown: 'An unknown error occurred during login!',
  },
  users: 'get users Details failed!',
  assets: 'Get Assets List Failed !',
  adminProfile: 'Get Admin profile Failed !',
  kycUpdate: 'Kyc Update Details failed!',
  withdrawHistory: 'Get Withdrae History Details failed!',
  convertHistory: 'Get Convert History Details failed!',
  p2pPair: 'Get P2p pair Details failed!',
  p2pTradeCreate: 'Create P2p Trade Details failed!',
  tradePairUpdate: 'Update Trade Pair List Failed !',
  assetsUpdate: 'Update Assets List Failed !',
  withdrawStatus: 'Admin Withdraw Status Failed !',
  sendMessage: 'Admin Send Message Failed!',
  sendMessageNoResponse: 'Admin Send Message Failed',
  imageUpload: 'Image Failed to Upload!',
  invalidImageDimensions: 'Invalid image dimensions',
  uploadFailed: 'Upload failed',
  twoFactor: {
    generate: 'Generate 2fa failed!',
    verify: 'Verify 2fa failed!',
    generateNoResponse: 'An unknown error occurred while generating 2fa.',
    verifyNoResponse: 'An unknown error occurred while verifying 2fa.',
    disableNoResponse: 'An unknown error occurred while disabling 2fa.',
  },
  staking: {
    add: 'Add Staking Admin failed!',
    addNoResponse: 'Add Staking Admin failed.',
    // Ours: the product's texts reuse 'Generate 2fa failed!' for staking reads, which would send
    // an admin looking at 2FA; staking lists say what failed instead (src/resources/staking/).
    read: 'Get Staking Details failed!',
    plan: 'Save Staking Plan failed!',
    settle: 'Settle Staking failed!',
    banner: 'Save Staking Banner failed!',
  },
  tokenContracts: {
    getContractAddress: 'Failed To Get Contract Address',
    getContractAddressFailed: 'Get Contract Address failed!',
    createToken: 'Failed To Create Token',
    createTokenFailed: 'Get createToken failed!',
    selfTransfer: 'Failed To selfTransfer',
    selfTransferFailed: 'selfTransfer failed!',
  },
  adminWallet: {
    get: 'Failed To Get AdminWallet',
    getFailed: 'Failed To Get AdminWallet !',
    create: 'Failed To create AdminWallet',
    createFailed: 'Failed To Create AdminWallet !',
    tokenBalance: 'Failed To Get Token Balance',
  },
  walletScreen: {
    fetchWalletData: 'Failed to fetch wallet data',
    loadAdminProfile: 'Failed to load admin profile',
    verification: 'Verification error',
    invalidOtp: 'Invalid OTP',
    tooManyAttempts: 'Too many attempts. Locked for 5 minutes.',
    accountLocked: 'Account locked. Try again in 5 minutes.',
    accountTemporarilyLocked: 'Account temporarily locked. Please try again in 5 minutes.',
    walletCreation: 'Wallet creation failed',
    generateAddress: 'Failed to generate wallet address',
    fetchBalance: 'Failed to fetch balance',
  },
  validation: {
    otp: 'Please enter a valid 6-digit OTP',
    invalidAsset: 'Invalid asset data',
    noAddress: 'No address to copy',
    selectNetwork: 'Please select a network first',
  },
} as const;

export const texts = {
  notFound: {
    heading: '404 - Page Not Found',
    body: "Oops! The page you're looking for does not exist.",
    goHome: 'Go Home',
  },
  /** /admin/wallet and /admin/wallet/coin, and their 2FA gate. */
  wallet: {
    header: 'Admin Wallet – Manage platform wallets and monitor balances',
    headerTitle: 'Admin Wallet',
    headerSubtitle: 'Manage platform wallets and monitor balances',
    totalBalance: 'Total Platform Balance',
    searchCryptos: 'Search cryptocurrencies...',
    noCryptos: 'No cryptocurrencies found',
    tryDifferentSearch: 'Try a different search',
    noAssets: 'No assets available',
    noAssetData: 'No Asset Data',
    noAssetDataBody: 'Could not load balance details for this asset',
    loadingBalances: 'Loading wallet balances...',
    errorBalances: 'Error loading wallet balances',
    retry: 'Retry',
    goBack: 'Go Back',
    balance: 'Balance',
    searchCoin: 'Search coin...',
    assetDetails: 'Asset Details',
    type: 'Type',
    symbol: 'Symbol',
    status: 'Status',
    active: 'Active',
    nativeToken: 'Native token',
    generateDepositAddress: 'Generate Deposit Address',
    generateNewAddress: 'Generate New Address',
    generating: 'Generating...',
    destinationTag: 'Destination Tag',
    notSpecified: 'Not specified',
    tagCopied: 'Tag ID copied!',
    walletReady: 'Wallet Ready',
    noWallet: 'No Wallet',
    addressCopied: 'Address copied!',
    copiedToClipboard: 'Copied to clipboard!',
    securityRequired: 'Security Verification Required',
    enable2fa: 'Enable 2FA',
  },
} as const;

/** Server-paged grids past their count cap (server/http/paging.ts); numbers come formatted. */
export const pagingTexts = {
  moreThan: (from: string, to: string, total: string) => `${from}-${to} of more than ${total}`,
  /** The server stopped counting (a common word among millions): there are more, how many is not known. */
  ofMany: (from: string, to: string) => `${from}-${to} of many`,
  firstRowsOnly: (from: string, to: string, total: string, reach: string) =>
    `${from}-${to} of ${total} (pages reach the first ${reach}: filter or reverse the sort for the rest)`,
};

/**
 * Hints under a catalogue error message (a second line, or a toast's detail; never appended to
 * its text) when the browser got no answer at all (offline, DNS, connection refused)…
 */
export const noResponseSuffix = 'No response from the server: check your connection and try again.';
/** …or when the server took longer than REQUEST_TIMEOUT_MS. */
export const timeoutSuffix = 'The server took too long to answer. Try again.';
