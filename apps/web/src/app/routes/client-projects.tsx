import { ComingSoon } from './coming-soon';

export function ProjectsRoute() {
  return <ComingSoon title="Проекты" />;
}

export function CreateProjectRoute() {
  return <ComingSoon title="Создание проекта" />;
}

export function ProjectRoute() {
  return <ComingSoon title="Проект" />;
}
