import { ComingSoon } from './coming-soon';

// Route modules of the tender wizard and the tender detail (spec 000 §2); the feature replaces these.
export const CreateTenderRoute = () => <ComingSoon title="Создание тендера" />;
export const EditTenderRoute = () => <ComingSoon title="Редактирование тендера" />;
export const TenderRoute = () => <ComingSoon title="О тендере" />;
