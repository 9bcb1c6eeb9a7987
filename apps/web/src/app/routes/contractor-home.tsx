import { ComingSoon } from './coming-soon';

// Stub until the screen is built (issue 5).
export const HomeRoute = () => <ComingSoon title="Мои тендеры" />;
export const InvitationRoute = () => <ComingSoon title="Приглашение к тендеру" />;
