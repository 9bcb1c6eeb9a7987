import { ComingSoon } from './coming-soon';

// Route module of the client dashboard (spec 000 §2); the dashboard feature replaces this.
export const DashboardRoute = () => <ComingSoon title="Мои тендеры" />;
