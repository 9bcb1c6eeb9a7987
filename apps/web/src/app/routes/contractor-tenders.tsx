import { ComingSoon } from './coming-soon';

// Stub until the screen is built (issue 5).
export const TendersRoute = () => <ComingSoon title="Тендеры" />;
export const TenderRoute = () => <ComingSoon title="Тендер" />;
