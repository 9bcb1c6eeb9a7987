import { MSG, MSG_CABINET, projectPhoneOk, updateProjectBody, type Project } from '@podryad/domain';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorList } from '@/components/error-list';
import { LeaveConfirm, unsaved, useLeaveGuard } from '@/components/leave-guard';
import { PageTrail } from '@/components/page-trail';
import { queryGate, useLogLoadFailure } from '@/components/query-gate';
import { ImageUpload } from '@/components/image-upload';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useProject } from '@/features/projects/api/get-project';
import { useUpdateProject } from '@/features/projects/api/update-project';
import { uploadProjectCover } from '@/features/projects/api/upload-project-cover';
import {
  bodyOf,
  draftOf,
  fieldErrorsOf,
  type FieldErrors,
  type ProjectDraft,
} from '@/features/projects/utils/project-draft';
import { ProjectContactsFields } from '@/features/projects/components/project-contacts-fields';
import { ProjectMainFields } from '@/features/projects/components/project-main-fields';
import { ProjectStatusMenu } from '@/features/projects/components/project-status-menu';
import { paths } from '@/lib/paths';

const LIST = paths.client.projects;

type Props = {
  id: number;
  /** The project's tenders, shown under its name (another entity's: the route composes them). */
  renderTenders?: (projectId: number) => ReactNode;
};

/** /profile/client/project/{id}: loads the project, then its tenders and its edit form. */
export function ProjectDetail({ id, renderTenders }: Props) {
  const project = useProject(id);
  // The failure is logged and also shown, rather than leaving the screen blank.
  useLogLoadFailure(project, 'Проект не загрузился');
  const gate = queryGate(project, {
    valid: Number.isInteger(id) && id > 0,
    notFound: MSG_CABINET.projectNotFound,
    failure: <ErrorList errors={errorMessages(project.error, MSG.generic)} />,
    back: { to: LIST, label: 'Вернуться к проектам' },
  });
  if (gate || !project.data) return gate;
  return (
    <ProjectEditor
      key={project.data.id}
      project={project.data}
      tenders={renderTenders?.(project.data.id)}
    />
  );
}

function ProjectEditor({ project, tenders }: { project: Project; tenders: ReactNode }) {
  // Filled once from the loaded project; later answers do not overwrite what is being typed.
  const [draft, setDraft] = useState<ProjectDraft>(() => draftOf(project));
  // What is stored: leaving asks while the form differs from it.
  const [stored, setStored] = useState<ProjectDraft>(() => draftOf(project));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string[]>([]);
  // A cover still uploading would be lost by a save now.
  const [coverBusy, setCoverBusy] = useState(false);
  const done = useFlash();
  const save = useUpdateProject(project.id);
  const removal = useUpdateProject(project.id);

  const change = (patch: Partial<ProjectDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const guard = useLeaveGuard(coverBusy || unsaved(draft, stored));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure([]);
    done.clear();
    // The phone rule is checked first.
    if (!projectPhoneOk(draft.phone)) {
      setErrors({ phone: MSG_CABINET.projectPhone });
      return;
    }
    const body = bodyOf(draft);
    const parsed = updateProjectBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        setStored(draft);
        done.show(MSG_CABINET.saved);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(fieldErrorsOf(issuesOf(error.fields)));
        setFailure(errorMessages(error, MSG_CABINET.error));
      },
    });
  };

  const removeCover = () => {
    setFailure([]);
    done.clear();
    // A cover uploaded here but never saved goes away without a call.
    if (!project.cover_path) {
      change({ cover_path: null });
      return;
    }
    // The saved project with its cover emptied: unsaved edits stay in the form, not in this call.
    removal.mutate(
      { ...bodyOf(draftOf(project)), cover_path: '', image: '' },
      {
        onSuccess: () => {
          change({ cover_path: null });
          setStored((d) => ({ ...d, cover_path: null }));
          done.show(MSG_CABINET.imageRemoved);
        },
        onError: (error) => setFailure(errorMessages(error, MSG_CABINET.error)),
      },
    );
  };

  return (
    <Stack py="lg">
      <LeaveConfirm guard={guard} />
      <PageTrail to={LIST} label="Проекты" current={project.name} />
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{project.name}</Title>
        <ProjectStatusMenu project={project} />
      </Group>
      {tenders}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} size="h3" mb="md">
              Основная информация
            </Title>
            <ProjectMainFields draft={draft} onChange={change} errors={errors} />
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <ImageUpload
              label="Обложка проекта"
              alt="Обложка проекта"
              value={draft.cover_path}
              upload={uploadProjectCover}
              onUploaded={(cover_path) => change({ cover_path })}
              onBusyChange={setCoverBusy}
              onRemove={removeCover}
              removing={removal.isPending}
            />
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} size="h3" mb="md">
              Контактные данные
            </Title>
            <ProjectContactsFields draft={draft} onChange={change} errors={errors} />
          </Paper>
          <ErrorList errors={failure} />
          {done.value && (
            <Alert color="green" variant="light" role="status">
              {done.value}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={coverBusy}>
              Сохранить изменения
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The server's field messages in the shape fieldErrorsOf reads. */
const issuesOf = (fields: Record<string, string[]>) =>
  Object.entries(fields).flatMap(([field, messages]) =>
    messages.map((message) => ({ path: [field], message })),
  );
