import { ClientDashboard } from '@/app/client/dashboard/client-dashboard';

// Route module of the client dashboard /profile/client/main.
export const DashboardRoute = ClientDashboard;
