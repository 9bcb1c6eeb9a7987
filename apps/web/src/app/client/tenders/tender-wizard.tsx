import {
  BANNER_MS,
  MSG,
  MSG_CABINET,
  MSG_TENDERS,
  cityOfAddress,
  createTenderBody,
  quoted,
  tenderType,
  type Addendum,
  type Project,
  type Tender,
} from '@podryad/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorList } from '@/components/error-list';
import { type FailingRead, LoadFailure, readFailure } from '@/components/load-failure';
import { Loading as LoadingPart } from '@/components/loading';
import { useCreateRequest } from '@/features/requests/api/create-request';
import { useCreateTender } from '@/features/tenders/api/create-tender';
import { useTender } from '@/features/tenders/api/get-tender';
import { useUpdateTender } from '@/features/tenders/api/update-tender';
import { LeaveConfirm, unsaved, useLeaveGuard } from '@/components/leave-guard';
import { PageTrail } from '@/components/page-trail';
import { firstErrorMessage, isTransient } from '@/lib/api-client';
import { useProject } from '@/features/projects/api/get-project';
import { useProjects } from '@/features/projects/api/get-projects';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  mainErrors,
  mainFilled,
  withProject,
  type DraftErrors,
  type TenderDraft,
} from '@/features/tenders/utils/tender-draft';
import { ContractorsStep, type InvitedContractor } from '@/app/client/tenders/contractors-step';
import { inviteContractors } from '@/app/client/tenders/invite-contractors';
import { projectOptionsQuery } from '@/features/projects/components/project-select';
import { TenderFilesStep, useTenderUploads } from '@/features/tenders/components/tender-files-step';
import { tenderGate } from '@/features/tenders/components/tender-gate';
import { AddendumNote, noteField } from '@/features/tenders/components/addendum-note';
import {
  ExtendDeadlineModal,
  addendumToExtend,
} from '@/features/tenders/components/extend-deadline-modal';
import { TenderMainStep } from '@/app/client/tenders/tender-main-step';
import { NEED_PROJECT_STATE } from '@/app/client/dashboard/dashboard-params';
import { paths } from '@/lib/paths';

const MAIN = paths.client.home;
const MAIN_STEP = 0;
const FILES_STEP = 1;
const CONTRACTORS_STEP = 2;

/** 'Загрузка...' while the wizard's data comes (offline: that it cannot come now). */
const Loading = () => <LoadingPart text={MSG_TENDERS.loading} />;

/** /profile/client/createtender: needs at least one project. */
export function CreateTenderWizard() {
  // The select's first choices: they tell whether there is a project at all.
  const projects = useProjects(projectOptionsQuery());
  if (readFailure(projects) !== null)
    return <WizardLoadFailure query={projects} fallback={MSG_CABINET.projectsLoadFailed} />;
  if (!projects.data) return <Loading />;
  if (projects.data.meta.total === 0) return <NoProjects />;
  return <WizardInProject />;
}

/**
 * '?project=ID' (the project page's 'Создать тендер'): the wizard opens with that project chosen
 * and its address filled in. A project that cannot be loaded leaves the choice to the person; a
 * passing failure (no answer, a 503) says so with 'Повторить', since the project may well come.
 */
function WizardInProject() {
  const [params] = useSearchParams();
  const raw = params.get('project') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
  const project = useProject(id);
  if (Number.isNaN(id) || (project.isError && !isTransient(project.error))) return <TenderWizard />;
  if (readFailure(project) !== null)
    return <WizardLoadFailure query={project} fallback={MSG.unavailable} />;
  if (!project.data) return <Loading />;
  return <TenderWizard key={project.data.id} preset={project.data} />;
}

/** What the wizard says when what it needs did not load: the failure, 'Повторить', the way back. */
function WizardLoadFailure({ query, fallback }: { query: FailingRead; fallback: string }) {
  return (
    <Stack py="lg" align="flex-start">
      <LoadFailure query={query} fallback={fallback} />
      <Anchor component={Link} to={MAIN}>
        Вернуться на главную
      </Anchor>
    </Stack>
  );
}

/**
 * No project yet: the spec's message, then back to the dashboard (or on to create a project),
 * which keeps the message with the way to a project until it is closed.
 */
function NoProjects() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(MAIN, { replace: true, state: NEED_PROJECT_STATE }),
      BANNER_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Stack py="lg" align="flex-start">
      <Title order={1}>Создание тендера</Title>
      <Alert color="yellow" variant="light" role="alert">
        {MSG_TENDERS.needProject}
      </Alert>
      <Group>
        <Button component={Link} to={paths.client.createProject}>
          Создать проект
        </Button>
        <Button component={Link} to={MAIN} variant="default">
          Вернуться на главную
        </Button>
      </Group>
    </Stack>
  );
}

/** /profile/client/edittender/{id}: loads the tender first, then the same wizard. */
export function EditTenderWizard({ id }: { id: number }) {
  const tender = useTender(id);
  const gate = tenderGate(id, tender);
  if (gate || !tender.data) return gate;
  return <TenderWizard key={tender.data.id} tender={tender.data} />;
}

/** Saved, but some invitations failed: the tender exists, so the way on is the dashboard. */
type Outcome = { target: string; failures: string[] };
/** A late addendum saved: the extension is proposed, then the wizard goes `then` (if anywhere). */
type Extending = { tender: Tender; addendum: Addendum; then: string | null };

/**
 * The wizard's three steps, for a new tender (in the `preset` project, if given) or (with
 * `tender`) an existing one.
 */
function TenderWizard({ tender, preset }: { tender?: Tender; preset?: Project }) {
  const editing = tender !== undefined;
  const [step, setStep] = useState(MAIN_STEP);
  const [initial] = useState<TenderDraft>(() => {
    if (tender) return draftOf(tender);
    const empty = emptyDraft();
    return preset ? { ...empty, ...withProject(empty, preset) } : empty;
  });
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A tender with offers: the note of the addendum the edit becomes.
  const [note, setNote] = useState('');
  // The saved tender and its late addendum while the extension is proposed, and where to go then
  // (nowhere when the outcome's failures stay on screen).
  const [extending, setExtending] = useState<Extending | null>(null);
  const create = useCreateTender();
  const update = useUpdateTender();
  const invite = useCreateRequest();
  const navigate = useNavigate();

  const change = (patch: Partial<TenderDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const uploads = useTenderUploads((update) => setDraft((d) => ({ ...d, ...update(d) })));
  const guard = useLeaveGuard(uploads.busy || unsaved(draft, initial));

  const invited: InvitedContractor[] = (tender?.requests ?? []).map((r) => ({
    id: r.user.id,
    name: r.user.profile.short_name || r.user.name,
    origin: r.origin,
  }));

  const title = editing ? MSG_TENDERS.editModeTitle : 'Создание тендера';

  const next = () => {
    if (step === MAIN_STEP) {
      const found = mainErrors(draft);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setFailure([]);
    setStep(step + 1);
  };

  const submit = async () => {
    setFailure([]);
    const body = bodyOf(draft);
    const parsed = createTenderBody.safeParse(body);
    if (!parsed.success) {
      setFailure([parsed.error.issues[0]?.message ?? MSG_TENDERS.tenderCreateFailed]);
      return;
    }
    setSaving(true);
    let saved: Tender;
    try {
      saved = tender
        ? await update.mutateAsync({
            id: tender.id,
            body: { ...body, ...(tender.records_addenda ? noteField(note) : {}) },
          })
        : await create.mutateAsync(body);
    } catch (error) {
      const fallback = editing ? MSG_TENDERS.tenderSaveFailed : MSG_TENDERS.tenderCreateFailed;
      setFailure([firstErrorMessage(error, fallback)]);
      setSaving(false);
      return;
    }
    // Stored: from here on leaving loses nothing.
    guard.release();
    // An addendum close to the deadline: the extension is proposed before the wizard goes on.
    const late = tender ? addendumToExtend(tender, saved) : null;

    // One invitation per newly chosen contractor, after the tender exists.
    const { sent, failures } = await inviteContractors(
      invite.mutateAsync,
      saved.id,
      draft.contractors,
    );

    const query = editing
      ? new URLSearchParams({ editedName: saved.tender_name, editedId: String(saved.id) })
      : new URLSearchParams({
          createdName: saved.tender_name,
          createdId: String(saved.id),
          hasContractor: sent > 0 ? '1' : '0',
        });
    const target = `${MAIN}?${query}`;
    setSaving(false);
    if (failures.length > 0) setOutcome({ target, failures });
    if (late)
      setExtending({ tender: saved, addendum: late, then: failures.length ? null : target });
    else if (failures.length === 0) navigate(target);
  };

  return (
    <Stack py="lg">
      <LeaveConfirm guard={guard} />
      <PageTrail to={MAIN} label="Главная" current={title} />
      <Title order={1}>{title}</Title>
      {outcome ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack align="flex-start">
            <Alert color="yellow" variant="light" role="alert" w="100%">
              <Text fw={500} mb="xs">
                {editing
                  ? `Тендер ${quoted(draft.tender_name.trim())} сохранён, но не всех подрядчиков удалось пригласить:`
                  : `Тендер ${quoted(draft.tender_name.trim())} создан, но не всех подрядчиков удалось пригласить:`}
              </Text>
              <List size="sm">
                {outcome.failures.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
            </Alert>
            <Button onClick={() => navigate(outcome.target)}>Перейти на главную</Button>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stepper
            active={step}
            onStepClick={(target) => target < step && setStep(target)}
            allowNextStepsSelect={false}
          >
            <Stepper.Step label="Основная информация">
              <TenderMainStep
                draft={draft}
                onChange={change}
                project={tender?.project ?? (preset && { id: preset.id, name: preset.name })}
                sealedLocked={tender?.requests.some((r) => r.revision > 0)}
                errors={errors}
              />
            </Stepper.Step>
            <Stepper.Step label="Файлы">
              <TenderFilesStep
                draft={draft}
                onChange={(update) => setDraft((d) => ({ ...d, ...update(d) }))}
                images={uploads.images}
                docs={uploads.docs}
              />
            </Stepper.Step>
            <Stepper.Step label="Подрядчики">
              <ContractorsStep
                picked={draft.contractors}
                invited={invited}
                onAdd={(c) => setDraft((d) => ({ ...d, contractors: [...d.contractors, c] }))}
                onRemove={(id) =>
                  setDraft((d) => ({ ...d, contractors: d.contractors.filter((c) => c.id !== id) }))
                }
                target={
                  draft.stage
                    ? {
                        work_type: tenderType(draft.stage, draft.complex_structure),
                        city: cityOfAddress(draft.address),
                      }
                    : undefined
                }
              />
            </Stepper.Step>
          </Stepper>
          <Stack mt="xl">
            {/* On every step, beside the buttons: the edit becomes an addendum whichever step it
                touched, and the note is seen before 'Сохранить изменения'. */}
            {tender?.records_addenda && (
              <AddendumNote value={note} onChange={setNote} disabled={saving} />
            )}
            <ErrorList errors={failure} />
            <Group justify="space-between">
              {step > MAIN_STEP ? (
                <Button variant="default" onClick={() => setStep(step - 1)} disabled={saving}>
                  Назад
                </Button>
              ) : (
                <span />
              )}
              {step < CONTRACTORS_STEP ? (
                <Button
                  onClick={next}
                  disabled={
                    step === MAIN_STEP
                      ? !mainFilled(draft)
                      : step === FILES_STEP && (draft.images.length === 0 || uploads.busy)
                  }
                >
                  Далее
                </Button>
              ) : (
                <Button
                  onClick={() => void submit()}
                  loading={saving}
                  disabled={uploads.busy || draft.images.length === 0}
                >
                  {editing ? 'Сохранить изменения' : 'Создать тендер'}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
      {extending && (
        <ExtendDeadlineModal
          tender={extending.tender}
          addendum={extending.addendum}
          onClose={() => {
            setExtending(null);
            if (extending.then) navigate(extending.then);
          }}
        />
      )}
    </Stack>
  );
}
