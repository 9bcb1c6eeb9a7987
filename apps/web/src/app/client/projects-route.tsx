import { useParams } from 'react-router';
import { CreateProjectWizard } from '@/features/projects/components/create-project-wizard';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { ProjectList } from '@/features/projects/components/project-list';
import { ProjectDeals } from '@/features/deals/components/project-deals';
import { ProjectTenders } from '@/features/tenders/components/project-tenders';

// Route modules: the three client project screens.
export const ProjectsRoute = ProjectList;
export const CreateProjectRoute = CreateProjectWizard;

export function ProjectRoute() {
  const { id } = useParams();
  const projectId = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return (
    <ProjectDetail
      key={id}
      id={projectId}
      renderTenders={(project) => (
        <>
          <ProjectTenders projectId={project} />
          <ProjectDeals projectId={project} />
        </>
      )}
    />
  );
}
