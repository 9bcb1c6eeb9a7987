import { ComingSoon } from './coming-soon';

// Stub until the screen is built (issue 5).
export const CreateCaseRoute = () => <ComingSoon title="Создание кейса" />;
export const EditCaseRoute = () => <ComingSoon title="Кейс" />;
