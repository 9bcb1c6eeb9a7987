import { MSG_CASES, MSG_TENDERS, caseBody, type Case } from '@podryad/domain';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '@/components/error-list';
import { LeaveConfirm, unsaved, useLeaveGuard } from '@/components/leave-guard';
import { PageTrail } from '@/components/page-trail';
import { CaseDealMark } from '@/features/cases/components/case-deal-mark';
import { queryGate, useLogLoadFailure } from '@/components/query-gate';
import { useCase } from '@/features/cases/api/get-case';
import { useUpdateCase } from '@/features/cases/api/update-case';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import {
  bodyOf,
  dataErrors,
  draftOf,
  type CaseDraft,
  type CaseErrors,
} from '@/features/cases/utils/case-draft';
import { CaseDataFields } from '@/features/cases/components/case-data-fields';
import { CaseImagesFields, useCaseUploads } from '@/features/cases/components/case-images-fields';
import { paths } from '@/lib/paths';

const BACK = { to: paths.contractor.casesTab, label: 'Вернуться к кейсам' };

/** /profile/contractor/case/{id}: loads the contractor's own case, then its edit form. */
export function CaseEdit({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const item = useCase(valid ? id : null);
  useLogLoadFailure(item, 'Кейс не загрузился');
  const gate = queryGate(item, {
    valid,
    // Another contractor's case answers 404 as well: for this contractor it does not exist.
    notFound: MSG_TENDERS.caseNotFound,
    failure: <ErrorList errors={[MSG_CASES.loadFailed]} />,
    back: BACK,
  });
  if (gate || !item.data) return gate;
  return <CaseEditor key={item.data.id} item={item.data} />;
}

function CaseEditor({ item }: { item: Case }) {
  // Filled once from the loaded case; later answers do not overwrite what is being typed.
  const [draft, setDraft] = useState<CaseDraft>(() => draftOf(item));
  // What is stored: the draft differs from it until saved.
  const [stored, setStored] = useState<CaseDraft>(() => draftOf(item));
  // Gallery images taken out: they stay on screen, undoable, until the save sends the rest.
  const [marked, setMarked] = useState<string[]>([]);
  const [errors, setErrors] = useState<CaseErrors>({});
  const [failure, setFailure] = useState<string[]>([]);
  const done = useFlash();
  const save = useUpdateCase();

  const update = (fn: (d: CaseDraft) => Partial<CaseDraft>) =>
    setDraft((d) => ({ ...d, ...fn(d) }));
  const change = (patch: Partial<CaseDraft>) => update(() => patch);
  const uploads = useCaseUploads(update);
  const guard = useLeaveGuard(uploads.busy || marked.length > 0 || unsaved(draft, stored));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure([]);
    done.clear();
    const found = dataErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = bodyOf({ ...draft, images: draft.images.filter((p) => !marked.includes(p)) });
    const parsed = caseBody.safeParse(body);
    if (!parsed.success) {
      setFailure([parsed.error.issues[0]?.message ?? MSG_CASES.saveFailed]);
      return;
    }
    save.mutate(
      { id: item.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          setStored(draftOf(saved));
          setMarked([]);
          done.show(MSG_CASES.saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(fieldErrorsOf(error.fields));
          setFailure(errorMessages(error, MSG_CASES.saveFailed));
        },
      },
    );
  };

  return (
    <Stack py="lg">
      <LeaveConfirm guard={guard} />
      <PageTrail to={paths.contractor.casesTab} label="Мои кейсы" current={stored.project_name} />
      <Title order={1}>{stored.project_name}</Title>
      <CaseDealMark item={item} withDate />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} size="h3" mb="md">
              Данные кейса
            </Title>
            <CaseDataFields draft={draft} onChange={change} errors={errors} />
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <CaseImagesFields
              draft={draft}
              onChange={update}
              uploads={uploads}
              coverRemovable={false}
              marked={marked}
              onRemove={(path) => setMarked((m) => [...m, path])}
              onRestore={(path) => setMarked((m) => m.filter((p) => p !== path))}
            />
          </Paper>
          <ErrorList errors={failure} />
          {done.value && (
            <Alert color="green" variant="light" role="status">
              {done.value}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={uploads.busy}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The server's field messages onto the form's fields (the dates by their names). */
function fieldErrorsOf(fields: Record<string, string[]>): CaseErrors {
  const errors: CaseErrors = {};
  const to: Record<string, keyof CaseErrors> = {
    project_name: 'project_name',
    services: 'services',
    start_date: 'start',
    end_date: 'end',
    address: 'address',
    description: 'description',
  };
  for (const [field, messages] of Object.entries(fields)) {
    const key = to[field];
    if (key && messages[0]) errors[key] = messages[0];
  }
  return errors;
}
