import { ComingSoon } from './coming-soon';

// Route modules of the contractor directory and detail (spec 000 §2); the feature replaces these.
export const ContractorsRoute = () => <ComingSoon title="Подрядчики" />;
export const ContractorRoute = () => <ComingSoon title="О подрядчике" />;
