import { ClientDashboard } from '@/app/client/dashboard/client-dashboard';

// Route module of the client dashboard /profile/client/main (spec 000 §2).
export const DashboardRoute = ClientDashboard;
