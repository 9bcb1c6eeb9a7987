import {
  MSG_CABINET,
  NEW_PROJECT_STATUS,
  createProjectBody,
  projectFields,
  projectPhoneOk,
} from '@podryad/domain';
import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorList } from '@/components/error-list';
import { ImageUpload } from '@/components/image-upload';
import { LeaveConfirm, unsaved, useLeaveGuard } from '@/components/leave-guard';
import { PageTrail } from '@/components/page-trail';
import { firstErrorMessage } from '@/lib/api-client';
import { useCreateProject } from '@/features/projects/api/create-project';
import { uploadProjectCover } from '@/features/projects/api/upload-project-cover';
import {
  emptyDraft,
  fieldErrorsOf,
  type FieldErrors,
  type ProjectDraft,
} from '@/features/projects/utils/project-draft';
import { ProjectContactsFields } from '@/features/projects/components/project-contacts-fields';
import { ProjectMainFields } from '@/features/projects/components/project-main-fields';
import { paths } from '@/lib/paths';

const MAIN_STEP = 0;
const COVER_STEP = 2;

/** The step's fields that the domain rules reject, with their messages. */
function stepErrors(draft: ProjectDraft, keys: (keyof typeof projectFields)[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of keys) {
    const result = projectFields[key].safeParse(draft[key]);
    if (!result.success) errors[key] = result.error.issues[0]?.message;
  }
  return errors;
}

/** /profile/client/createproject: main info with the map, contacts, cover. */
export function CreateProjectWizard() {
  const [step, setStep] = useState(MAIN_STEP);
  const [draft, setDraft] = useState<ProjectDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string[]>([]);
  // A cover still uploading would be lost by a save now.
  const [coverBusy, setCoverBusy] = useState(false);
  const guard = useLeaveGuard(coverBusy || unsaved(draft, emptyDraft()));
  const create = useCreateProject();
  const navigate = useNavigate();

  const change = (patch: Partial<ProjectDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // Our decision (the spec does not say): step 1 needs a name and an address.
  const mainFilled = draft.name.trim() !== '' && draft.address.trim() !== '';
  // What a disabled button waits for is said under it.
  const mainWaits = step === MAIN_STEP && !mainFilled;
  const coverWaits = !draft.cover_path || coverBusy;

  const next = () => {
    const found =
      step === MAIN_STEP
        ? stepErrors(draft, ['name', 'address', 'description'])
        : projectPhoneOk(draft.phone)
          ? stepErrors(draft, ['phone', 'email', 'vk', 'telegram', 'whatsapp_status'])
          : { phone: MSG_CABINET.projectPhone };
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(step + 1);
  };

  const submit = () => {
    setFailure([]);
    const parsed = createProjectBody.safeParse({ ...draft, status: NEW_PROJECT_STATUS });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      setFailure([parsed.error.issues[0]?.message ?? MSG_CABINET.projectCreateFailed]);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ id, project }) => {
        const query = new URLSearchParams({ createdName: project.name, createdId: String(id) });
        guard.release();
        navigate(`${paths.client.projects}?${query}`);
      },
      onError: (error) => setFailure([firstErrorMessage(error, MSG_CABINET.projectCreateFailed)]),
    });
  };

  return (
    <Stack py="lg">
      <LeaveConfirm guard={guard} />
      <PageTrail to={paths.client.projects} label="Проекты" current="Создание проекта" />
      <Title order={1}>Создание проекта</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false}>
          <Stepper.Step label="Основная информация">
            <ProjectMainFields draft={draft} onChange={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label="Контактные данные">
            <ProjectContactsFields draft={draft} onChange={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label="Обложка">
            <ImageUpload
              label="Обложка проекта"
              alt="Обложка проекта"
              value={draft.cover_path}
              upload={uploadProjectCover}
              onUploaded={(cover_path) => change({ cover_path })}
              onBusyChange={setCoverBusy}
              onRemove={() => change({ cover_path: null })}
            />
          </Stepper.Step>
        </Stepper>
        <Stack mt="xl">
          <ErrorList errors={failure} />
          <Group justify="space-between">
            {step > MAIN_STEP ? (
              <Button variant="default" onClick={() => setStep(step - 1)}>
                Назад
              </Button>
            ) : (
              <span />
            )}
            {step < COVER_STEP ? (
              <Stack gap={4} align="flex-end">
                <Button
                  onClick={next}
                  disabled={mainWaits}
                  aria-describedby={mainWaits ? 'project-main-required' : undefined}
                >
                  Далее
                </Button>
                {mainWaits && (
                  <Text id="project-main-required" size="sm" c="gray.7" ta="right">
                    {MSG_CABINET.projectMainRequired}
                  </Text>
                )}
              </Stack>
            ) : (
              <Stack gap={4} align="flex-end">
                <Button
                  onClick={submit}
                  disabled={coverWaits}
                  loading={create.isPending}
                  aria-describedby={coverWaits ? 'project-cover-required' : undefined}
                >
                  Создать проект
                </Button>
                {coverWaits && (
                  <Text id="project-cover-required" size="sm" c="gray.7" ta="right">
                    {coverBusy ? MSG_CABINET.coverUploading : MSG_CABINET.coverRequired}
                  </Text>
                )}
              </Stack>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
