import { ClientDashboard } from '@/features/client-dashboard/components/client-dashboard';

// Route module of the client dashboard /profile/client/main (spec 000 §2).
export const DashboardRoute = ClientDashboard;
