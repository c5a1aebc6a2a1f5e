// Generated from the schemas by tests/unit/app/resourceCatalog.test.ts: do not edit.
// UPDATE_CATALOG=1 npx vitest run tests/unit/app/resourceCatalog.test.ts rewrites it.
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArrowCircleDownOutlinedIcon from '@mui/icons-material/ArrowCircleDownOutlined';
import ArrowCircleUpOutlinedIcon from '@mui/icons-material/ArrowCircleUpOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CompareArrowsOutlinedIcon from '@mui/icons-material/CompareArrowsOutlined';
import CurrencyBitcoinOutlinedIcon from '@mui/icons-material/CurrencyBitcoinOutlined';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import type { CatalogEntry } from './catalogEntry';

/** Every registered resource, in the registry order, as the shell knows it before loading it. */
export const resourceCatalog: CatalogEntry[] = [
  {
    name: 'user',
    label: 'Users',
    menu: { label: 'Users', order: 20, icon: PeopleAltOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/getAllUserData' },
    screens: { edit: true, create: false },
    showPath: 'user-details',
    recordRepresentation: 'name',
    refers: [
      'deposit',
      'p2p/p2p-buy',
      'p2p/p2p-sell',
      'stake/order',
      'support/Support',
      'trade/buy',
      'trade/sell',
      'withdraw',
    ],
    load: () => import('./users').then((m) => m.users),
  },
  {
    name: 'coin-list',
    label: 'Assets',
    menu: { label: 'Assets', order: 30, icon: CurrencyBitcoinOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/getassets' },
    screens: { edit: true, create: false },
    recordRepresentation: 'symbol',
    load: () => import('./coin-list').then((m) => m.coinList),
  },
  {
    name: 'tradepairs',
    label: 'Trade pairs',
    menu: { label: 'Trade pairs', order: 40, icon: CompareArrowsOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/getPairList' },
    screens: { edit: true, create: false },
    recordRepresentation: 'symbol',
    load: () => import('./tradepairs').then((m) => m.tradepairs),
  },
  {
    name: 'kyc',
    label: 'KYC',
    menu: { label: 'KYC', order: 50, icon: BadgeOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/getAllKycList' },
    showPath: 'kyc-details',
    recordRepresentation: 'name',
    refers: ['user'],
    load: () => import('./kyc').then((m) => m.kyc),
  },
  {
    name: 'passbook_history',
    label: 'Passbook History',
    menu: { label: 'Passbook History', order: 60, icon: MenuBookOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/getPassbookHistory' },
    recordRepresentation: 'reference',
    load: () => import('./passbook_history').then((m) => m.passbook_history),
  },
  {
    name: 'withdraw',
    label: 'Withdrawals',
    menu: { label: 'Withdrawals', order: 70, icon: OutboxOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/withdrawList' },
    recordRepresentation: 'address',
    load: () => import('./withdraw').then((m) => m.withdraw),
  },
  {
    name: 'affiliate',
    label: 'Affiliates',
    menu: { label: 'Affiliates', order: 80, icon: Diversity3OutlinedIcon },
    listCall: { method: 'GET', path: '/admin/getAffliateHistory' },
    recordRepresentation: 'referredEmail',
    load: () => import('./affiliate').then((m) => m.affiliate),
  },
  {
    name: 'deposit',
    label: 'Deposits',
    menu: { label: 'Deposits', order: 90, icon: SouthWestIcon },
    listCall: { method: 'POST', path: '/admin/depositDetails' },
    recordRepresentation: 'txHash',
    load: () => import('./deposit').then((m) => m.deposit),
  },
  {
    name: 'convert_history',
    label: 'Convert History',
    listCall: { method: 'GET', path: '/admin/getConvertHistory' },
    recordRepresentation: 'reference',
    load: () => import('./convert_history').then((m) => m.convert_history),
  },
  {
    name: 'trade/buy',
    label: 'Buy trades',
    menu: { label: 'Buy trades', group: 'Trading', order: 10, icon: ShoppingCartOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/gettradehistory' },
    recordRepresentation: 'orderId',
    load: () => import('./trade').then((m) => m.tradeBuy),
  },
  {
    name: 'trade/sell',
    label: 'Sell trades',
    menu: { label: 'Sell trades', group: 'Trading', order: 20, icon: SellOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/gettradehistory' },
    recordRepresentation: 'orderId',
    load: () => import('./trade').then((m) => m.tradeSell),
  },
  {
    name: 'trade/pending-order',
    label: 'Pending orders',
    menu: {
      label: 'Pending orders',
      group: 'Trading',
      order: 30,
      icon: PendingActionsOutlinedIcon,
    },
    listCall: { method: 'POST', path: '/admin/gettradehistory' },
    recordRepresentation: 'orderId',
    load: () => import('./trade').then((m) => m.pendingOrders),
  },
  {
    name: 'p2p/pairs',
    label: 'P2P pairs',
    menu: { label: 'P2P pairs', group: 'P2P', order: 10, icon: CurrencyExchangeIcon },
    listCall: { method: 'GET', path: '/p2p/getp2passets' },
    screens: { edit: true, create: true },
    recordRepresentation: 'asset',
    load: () => import('./p2p').then((m) => m.p2pPairs),
  },
  {
    name: 'p2p/p2p-buy',
    label: 'P2P buy',
    menu: { label: 'P2P buy', group: 'P2P', order: 20, icon: ArrowCircleDownOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/getp2ps' },
    recordRepresentation: 'orderNo',
    load: () => import('./p2p').then((m) => m.p2pBuy),
  },
  {
    name: 'p2p/p2p-sell',
    label: 'P2P sell',
    menu: { label: 'P2P sell', group: 'P2P', order: 30, icon: ArrowCircleUpOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/getp2ps' },
    recordRepresentation: 'orderNo',
    load: () => import('./p2p').then((m) => m.p2pSell),
  },
  {
    name: 'p2p/raise-dispute',
    label: 'Raised disputes',
    menu: { label: 'Raise dispute', group: 'P2P', order: 40, icon: GavelOutlinedIcon },
    listCall: { method: 'GET', path: '/p2p/getraisedispute' },
    showPath: 'p2p/dispute',
    recordRepresentation: 'orderNo',
    load: () => import('./p2p').then((m) => m.raiseDispute),
  },
  {
    name: 'stake/list',
    label: 'Staking plans',
    menu: { label: 'Staking plans', group: 'Staking', order: 10, icon: SavingsOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/getStaking' },
    screens: { edit: true, create: true },
    recordRepresentation: 'name',
    load: () => import('./staking').then((m) => m.stakingResources[0]),
  },
  {
    name: 'stake/order',
    label: 'User stakes',
    menu: { label: 'User stakes', group: 'Staking', order: 20, icon: LockClockOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/getAllStakingUser' },
    recordRepresentation: 'plan',
    load: () => import('./staking').then((m) => m.stakingResources[1]),
  },
  {
    name: 'stake/settle',
    label: 'Settlement',
    menu: { label: 'Settlement', group: 'Staking', order: 30, icon: PaidOutlinedIcon },
    listCall: { method: 'POST', path: '/admin/getMaturedStakes' },
    recordRepresentation: 'plan',
    load: () => import('./staking').then((m) => m.stakingResources[2]),
  },
  {
    name: 'staket/admin',
    label: 'Admin stakes',
    listCall: { method: 'GET', path: '/admin/getAdminStaking' },
    recordRepresentation: 'plan',
    refers: ['stake/list'],
    load: () => import('./staking').then((m) => m.stakingResources[3]),
  },
  {
    name: 'staket/history',
    label: 'Staking history',
    listCall: { method: 'GET', path: '/admin/getStakingAllUserHistory' },
    load: () => import('./staking').then((m) => m.stakingResources[4]),
  },
  {
    name: 'staket/banner',
    label: 'Staking banner',
    listCall: { method: 'GET', path: '/admin/stakingBanner' },
    load: () => import('./staking').then((m) => m.stakingResources[5]),
  },
  {
    name: 'support/support-category',
    label: 'Support categories',
    menu: { label: 'Categories', group: 'Support', order: 10, icon: CategoryOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/supportCategory' },
    recordRepresentation: 'name',
    load: () => import('./support').then((m) => m.supportCategory),
  },
  {
    name: 'support/Support',
    label: 'Support tickets',
    menu: { label: 'Tickets', group: 'Support', order: 20, icon: SupportAgentOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/ticketList' },
    showPath: 'support/reply',
    recordRepresentation: 'ticketNo',
    load: () => import('./support').then((m) => m.supportTickets),
  },
  {
    name: 'notification',
    label: 'Notifications',
    listCall: { method: 'POST', path: '/admin/getAdminActionHistory' },
    recordRepresentation: 'description',
    load: () => import('./notification').then((m) => m.notification),
  },
  {
    name: 'admins',
    label: 'Admins',
    menu: { label: 'Admins', group: 'Admin', order: 2, icon: AdminPanelSettingsOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/admins' },
    recordRepresentation: 'email',
    refers: ['roles'],
    load: () => import('./admins').then((m) => m.admins),
  },
  {
    name: 'invitations',
    label: 'Invitations',
    menu: { label: 'Invitations', group: 'Admin', order: 3, icon: MailOutlineIcon },
    listCall: { method: 'GET', path: '/admin/invitations' },
    screens: { edit: false, create: true },
    recordRepresentation: 'email',
    refers: ['roles'],
    load: () => import('./admins').then((m) => m.invitations),
  },
  {
    name: 'roles',
    label: 'Roles',
    menu: { label: 'Roles', group: 'Admin', order: 4, icon: ShieldOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/roles' },
    screens: { edit: false, create: true },
    recordRepresentation: 'name',
    load: () => import('./admins').then((m) => m.roles),
  },
  {
    name: 'sessions',
    label: 'Sessions',
    listCall: { method: 'GET', path: '/rest/sessions' },
    load: () => import('./admins').then((m) => m.sessions),
  },
  {
    name: 'audit',
    label: 'Audit trail',
    menu: { label: 'Audit trail', group: 'Admin', order: 5, icon: ManageSearchOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/audit' },
    recordRepresentation: 'action',
    load: () => import('./audit').then((m) => m.audit),
  },
  {
    name: 'withdrawal_limits',
    label: 'Withdrawal limits',
    menu: { label: 'Limits', group: 'Admin', order: 6, icon: SpeedOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/withdrawalLimits' },
    recordRepresentation: 'level',
    load: () => import('./withdrawal_limits').then((m) => m.withdrawalLimits),
  },
  {
    name: 'blocked_addresses',
    label: 'Blocked addresses',
    menu: { label: 'Blocklist', group: 'Admin', order: 7, icon: BlockOutlinedIcon },
    listCall: { method: 'GET', path: '/admin/blockedAddresses' },
    screens: { edit: true, create: true },
    recordRepresentation: 'address',
    load: () => import('./blocked_addresses').then((m) => m.blockedAddresses),
  },
  {
    name: 'landing',
    label: 'Landing page',
    listCall: { method: 'GET', path: '/admin/getlanding' },
    load: () => import('./landing').then((m) => m.landing),
  },
];
