/** Seed texts of the support categories (server/seed/support.ts). */

/** [name, description, two subjects users write under it]; more than 20, so the list pages. */
export const SUPPORT_CATEGORIES: [string, string, string, string][] = [
  [
    'Account access',
    'Sign-in problems, locked accounts, password resets',
    'Cannot sign in to my account',
    'Password reset link does not arrive',
  ],
  [
    'Two-factor authentication',
    'Lost authenticator, 2FA resets, codes not accepted',
    'Lost my phone with the authenticator',
    '2FA code is always rejected',
  ],
  [
    'KYC verification',
    'Identity documents, selfies, review times',
    'KYC rejected without a clear reason',
    'How long does KYC review take?',
  ],
  [
    'Deposits',
    'Crypto deposits not credited, wrong network, memo/tag',
    'Deposit not credited after 3 hours',
    'Sent USDT on the wrong network',
  ],
  [
    'Withdrawals',
    'Pending, rejected or delayed withdrawals',
    'Withdrawal pending for a day',
    'Withdrawal rejected, funds not returned',
  ],
  [
    'Fees',
    'Trading, withdrawal and network fees',
    'Why was the withdrawal fee so high?',
    'Trading fee tier not applied',
  ],
  [
    'Spot trading',
    'Orders, fills, pairs and order book questions',
    'Limit order filled at a worse price',
    'Cannot cancel an open order',
  ],
  [
    'P2P trading',
    'Peer-to-peer trades, payments and counterparties',
    'Seller does not release after payment',
    'P2P buyer sent the wrong amount',
  ],
  [
    'Staking',
    'Staking plans, rewards and early redemption',
    'Staking reward not received',
    'Can I unstake before the term ends?',
  ],
  [
    'Convert',
    'Instant conversions between assets',
    'Convert quote expired too quickly',
    'Converted amount lower than quoted',
  ],
  [
    'Affiliate program',
    'Referral links, commissions and payouts',
    'Referral commission missing',
    'How are affiliate payouts calculated?',
  ],
  [
    'Security',
    'Suspicious activity, phishing, compromised accounts',
    'I received a suspicious sign-in email',
    'Someone changed my withdrawal address',
  ],
  [
    'Account settings',
    'Email, phone, name and profile changes',
    'How do I change my email address?',
    'Phone number change not saved',
  ],
  [
    'Tax documents',
    'Statements and transaction history exports',
    'Need a yearly transaction statement',
    'Export misses some trades',
  ],
  [
    'Mobile app',
    'The iOS and Android apps',
    'App crashes when opening the wallet',
    'Push notifications do not arrive',
  ],
  [
    'API access',
    'API keys, rate limits and errors',
    'API key returns 401',
    'Rate limit reached too early',
  ],
  [
    'Token listing',
    'Requests and questions about new listings',
    'When will my token be listed?',
    'Listing application status',
  ],
  [
    'Promotions',
    'Campaigns, vouchers and bonus rewards',
    'Welcome bonus not credited',
    'Voucher code says expired',
  ],
  [
    'Account closure',
    'Closing an account and withdrawing the rest',
    'Please close my account',
    'Dormant account reactivation',
  ],
  [
    'Bank transfers',
    'Fiat deposits and withdrawals by bank',
    'Bank transfer returned',
    'SEPA deposit not credited',
  ],
  [
    'Card payments',
    'Buying crypto with a card',
    'Card payment declined',
    'Charged twice for one purchase',
  ],
  [
    'Legal and compliance',
    'Data requests, sanctions and regulatory questions',
    'Request for my personal data',
    'Source of funds request',
  ],
  [
    'Feedback',
    'Suggestions and product feedback',
    'Suggestion: dark mode on mobile',
    'The new dashboard is confusing',
  ],
  [
    'Other',
    'Anything that fits no other category',
    'General question',
    'Question about the platform',
  ],
];
/** Two kept inactive, so the status filter and chip show both states. */
export const INACTIVE_CATEGORIES = new Set(['Tax documents', 'Token listing']);
