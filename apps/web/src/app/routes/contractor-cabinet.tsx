import { ComingSoon } from './coming-soon';

// Stub until the screen is built (issue 5).
export const ContractorCabinetRoute = () => <ComingSoon title="Личный кабинет" />;
