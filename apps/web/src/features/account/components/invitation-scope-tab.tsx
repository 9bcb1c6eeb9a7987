import {
  CITY_NAMES,
  type InvitationScopeAnswer,
  MSG_SCOPE,
  WORK_TYPES,
  WORK_TYPE_LABELS,
  type WorkType,
  invitationScopeBody,
} from '@podryad/domain';
import { Checkbox, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { SaveFooter } from '@/components/save-footer';
import { errorMessages } from '@/lib/api-client';
import { type Fields, issuesByField } from '@/lib/form';
import { useFlash } from '@/lib/use-flash';
import {
  useInvitationScope,
  useSaveInvitationScope,
} from '@/features/account/api/invitation-scope';

/**
 * The cabinet's tab 'Приглашения': the work types and cities the contractor takes invitations
 * for; nothing chosen takes them all. A client's dialogs show the other tenders as not taken, and
 * the server refuses an invitation to them.
 */
export function InvitationScopeTab() {
  const query = useInvitationScope();
  const failure = readFailure(query);
  if (failure !== null) return <LoadFailure query={query} fallback={MSG_SCOPE.loadFailed} />;
  if (!query.data) return <Loading />;
  return <InvitationScopeForm stored={query.data} />;
}

function InvitationScopeForm({ stored }: { stored: InvitationScopeAnswer }) {
  // The form keeps what was chosen when a save fails; a save's answer becomes the form's values.
  const [workTypes, setWorkTypes] = useState<string[]>(stored.work_types);
  const [cities, setCities] = useState<string[]>(stored.cities);
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useFlash();
  const save = useSaveInvitationScope();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    saved.clear();
    const parsed = invitationScopeBody.safeParse({ work_types: workTypes, cities });
    if (!parsed.success) {
      setFields(issuesByField(parsed.error.issues));
      return;
    }
    setFields({});
    save.mutate(parsed.data, {
      onSuccess: (scope) => {
        setWorkTypes(scope.work_types);
        setCities(scope.cities);
        saved.show(MSG_SCOPE.saved);
      },
      onError: (error) => setErrors(errorMessages(error, MSG_SCOPE.saveFailed)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="invitation-scope-title">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={3} id="invitation-scope-title">
            {MSG_SCOPE.title}
          </Title>
          <Text size="sm" c="gray.7">
            {MSG_SCOPE.hint}
          </Text>
          <Checkbox.Group
            label={MSG_SCOPE.workTypes}
            value={workTypes}
            onChange={setWorkTypes}
            error={fields.work_types?.[0]}
          >
            <Stack gap="xs" mt="xs">
              {WORK_TYPES.map((type: WorkType) => (
                <Checkbox key={type} value={type} label={WORK_TYPE_LABELS[type]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <MultiSelect
            label={MSG_SCOPE.cities}
            placeholder={cities.length === 0 ? MSG_SCOPE.citiesPlaceholder : undefined}
            data={CITY_NAMES as string[]}
            value={cities}
            onChange={setCities}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={MSG_SCOPE.citiesNothingFound}
            error={fields.cities?.[0]}
            comboboxProps={{ withinPortal: true }}
          />
          <SaveFooter errors={errors} saved={saved.value} pending={save.isPending} />
        </Stack>
      </Paper>
    </form>
  );
}
