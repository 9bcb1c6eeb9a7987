import { MSG_CASES, caseCreateBody } from '@podryad/domain';
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorList } from '@/components/error-list';
import { useCreateCase } from '@/features/cases/api/create-case';
import { LeaveConfirm, unsaved, useLeaveGuard } from '@/components/leave-guard';
import { PageTrail } from '@/components/page-trail';
import { errorMessages } from '@/lib/api-client';
import {
  bodyOf,
  dataFilled,
  dateErrors,
  emptyDraft,
  type CaseDraft,
} from '@/features/cases/utils/case-draft';
import { CaseDataFields } from '@/features/cases/components/case-data-fields';
import { CaseImagesFields, useCaseUploads } from '@/features/cases/components/case-images-fields';
import { paths } from '@/lib/paths';

const DATA_STEP = 0;
const IMAGES_STEP = 1;

type Props = {
  /** The fields filled in advance (from a deal); empty without. */
  initial?: CaseDraft;
  /** The accepted deal the case shows, sent with it. */
  dealId?: number;
  /** A note over the wizard: what filled the fields, or why nothing did. */
  note?: { text: string; tone: 'info' | 'warning' };
};

/**
 * /profile/contractor/createcase: the data, then the cover and the gallery. Opened from a deal,
 * it starts filled and sends the deal with the case.
 */
export function CreateCaseWizard({ initial, dealId, note }: Props) {
  const [step, setStep] = useState(DATA_STEP);
  const [start] = useState<CaseDraft>(() => initial ?? emptyDraft());
  const [draft, setDraft] = useState<CaseDraft>(start);
  const [failure, setFailure] = useState<string[]>([]);
  const create = useCreateCase();
  const navigate = useNavigate();

  const update = (fn: (d: CaseDraft) => Partial<CaseDraft>) =>
    setDraft((d) => ({ ...d, ...fn(d) }));
  const change = (patch: Partial<CaseDraft>) => update(() => patch);
  const uploads = useCaseUploads(update);
  // Anything typed or uploaded would be lost by leaving before the case is created.
  const guard = useLeaveGuard(uploads.busy || unsaved(draft, start));

  // Step 1 is checked as one types: the dates' problems show at once and keep 'Далее' off.
  const errors = dateErrors(draft);
  const filled = dataFilled(draft);
  const dataOk = filled && Object.keys(errors).length === 0;

  const submit = () => {
    setFailure([]);
    const body = { ...bodyOf(draft), ...(dealId ? { deal_id: dealId } : {}) };
    const parsed = caseCreateBody.safeParse(body);
    if (!parsed.success) {
      setFailure([parsed.error.issues[0]?.message ?? MSG_CASES.createFailed]);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (saved) => {
        const query = new URLSearchParams({
          tab: 'cases',
          createdName: saved.project_name,
          createdId: String(saved.id),
        });
        guard.release();
        navigate(`${paths.contractor.cabinet}?${query}`);
      },
      onError: (error) => setFailure(errorMessages(error, MSG_CASES.createFailed)),
    });
  };

  return (
    <Stack py="lg">
      <LeaveConfirm guard={guard} />
      <PageTrail to={paths.contractor.casesTab} label="Мои кейсы" current="Создание кейса" />
      <Title order={1}>Создание кейса</Title>
      {note && (
        <Alert
          color={note.tone === 'info' ? 'green' : 'yellow'}
          variant="light"
          role={note.tone === 'info' ? 'status' : 'alert'}
        >
          {note.text}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stepper
          active={step}
          onStepClick={(target) => target < step && setStep(target)}
          allowNextStepsSelect={false}
        >
          <Stepper.Step label="Данные кейса">
            <CaseDataFields draft={draft} onChange={change} errors={errors} />
          </Stepper.Step>
          <Stepper.Step label="Изображения">
            <CaseImagesFields
              draft={draft}
              onChange={update}
              uploads={uploads}
              coverRemovable
              onRemove={(path) => update((d) => ({ images: d.images.filter((p) => p !== path) }))}
            />
          </Stepper.Step>
        </Stepper>
        <Stack mt="xl">
          <ErrorList errors={failure} />
          <Group justify="space-between" align="flex-start">
            {step > DATA_STEP ? (
              <Button variant="default" onClick={() => setStep(DATA_STEP)}>
                Назад
              </Button>
            ) : (
              <span />
            )}
            {step === DATA_STEP ? (
              <Stack gap={4} align="flex-end">
                <Button
                  onClick={() => setStep(IMAGES_STEP)}
                  disabled={!dataOk}
                  aria-describedby={filled ? undefined : 'case-fill-all'}
                >
                  Далее
                </Button>
                {!filled && (
                  <Text id="case-fill-all" size="sm" c="gray.7">
                    {MSG_CASES.fillAll}
                  </Text>
                )}
              </Stack>
            ) : (
              <Stack gap={4} align="flex-end">
                <Button
                  onClick={submit}
                  disabled={!draft.cover || uploads.busy}
                  loading={create.isPending}
                  aria-describedby={draft.cover ? undefined : 'case-cover-required'}
                >
                  Создать кейс
                </Button>
                {!draft.cover && (
                  <Text id="case-cover-required" size="sm" c="gray.7">
                    {MSG_CASES.coverRequired}
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
