import { ComingSoon } from './coming-soon';

export function ClientCabinetRoute() {
  return <ComingSoon title="Личный кабинет" />;
}
