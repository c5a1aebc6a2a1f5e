// Generated from the schemas by tests/unit/app/resourceCatalog.test.ts: do not edit.
// UPDATE_CATALOG=1 npx vitest run tests/unit/app/resourceCatalog.test.ts rewrites it.
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApprovalOutlinedIcon from '@mui/icons-material/ApprovalOutlined';
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

/** The menu icons of the resource catalog, by their @mui/icons-material module. */
export const icons = {
  AdminPanelSettingsOutlined: AdminPanelSettingsOutlinedIcon,
  ApprovalOutlined: ApprovalOutlinedIcon,
  ArrowCircleDownOutlined: ArrowCircleDownOutlinedIcon,
  ArrowCircleUpOutlined: ArrowCircleUpOutlinedIcon,
  BadgeOutlined: BadgeOutlinedIcon,
  BlockOutlined: BlockOutlinedIcon,
  CategoryOutlined: CategoryOutlinedIcon,
  CompareArrowsOutlined: CompareArrowsOutlinedIcon,
  CurrencyBitcoinOutlined: CurrencyBitcoinOutlinedIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  Diversity3Outlined: Diversity3OutlinedIcon,
  GavelOutlined: GavelOutlinedIcon,
  LockClockOutlined: LockClockOutlinedIcon,
  MailOutline: MailOutlineIcon,
  ManageSearchOutlined: ManageSearchOutlinedIcon,
  MenuBookOutlined: MenuBookOutlinedIcon,
  OutboxOutlined: OutboxOutlinedIcon,
  PaidOutlined: PaidOutlinedIcon,
  PendingActionsOutlined: PendingActionsOutlinedIcon,
  PeopleAltOutlined: PeopleAltOutlinedIcon,
  SavingsOutlined: SavingsOutlinedIcon,
  SellOutlined: SellOutlinedIcon,
  ShieldOutlined: ShieldOutlinedIcon,
  ShoppingCartOutlined: ShoppingCartOutlinedIcon,
  SouthWest: SouthWestIcon,
  SpeedOutlined: SpeedOutlinedIcon,
  SupportAgentOutlined: SupportAgentOutlinedIcon,
};
