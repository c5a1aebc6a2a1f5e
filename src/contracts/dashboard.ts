/** GET /admin/dashboardData: the figures an operator opens the day with (UTC days). */
export interface DashboardData {
  users: { total: number; newToday: number; new7d: number; blocked: number };
  kyc: { pending: number; approved: number; rejected: number };
  withdrawals: { pending: number };
  tickets: { open: number };
  disputes: { open: number };
  /** USD decimal strings. */
  volume: { deposits24h: string; withdrawals24h: string };
  /** The last 30 days, oldest first; deposits and withdrawals: USD decimal strings. */
  series: { date: string; signups: number; deposits: string; withdrawals: string }[];
}
