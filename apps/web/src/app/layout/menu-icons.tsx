// One icon per side-menu entry.
import type { MenuKey } from '@merchant-portal/contracts/permissions';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Assessment from '@mui/icons-material/Assessment';
import CreditScore from '@mui/icons-material/CreditScore';
import Dashboard from '@mui/icons-material/Dashboard';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Home from '@mui/icons-material/Home';
import Insights from '@mui/icons-material/Insights';
import LocalMall from '@mui/icons-material/LocalMall';
import Public from '@mui/icons-material/Public';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Storefront from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';

export const MENU_ICONS: Record<MenuKey, SvgIconComponent> = {
  'advanced-dashboard': Insights,
  overview: Home,
  dashboard: Dashboard,
  transactions: ReceiptLong,
  'pre-auth-transactions': CreditScore,
  merchant: Storefront,
  'rj-bookings': FlightTakeoff,
  reports: Assessment,
  'arabie-reports': LocalMall,
  profile: AccountCircle,
  'mofa-transactions': Public,
  'modee-transactions': AccountBalance,
};
