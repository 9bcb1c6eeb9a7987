import {
  MSG,
  MSG_CABINET,
  splitDate,
  updateClientProfileBody,
  type ClientProfile,
} from '@podryad/domain';
import { Paper, Stack, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ClientFields, clientFieldsBody, type ClientFieldValues } from '@/components/client-fields';
import { ContactsSection, initialSocials } from '@/components/contact-fields';
import { SaveFooter } from '@/components/save-footer';
import { ApiError, errorMessages } from '@/lib/api-client';
import { issuesByField, type Fields } from '@/lib/form';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';
import { useUpdateClientProfile } from '../api/update-client-profile';

const initialClient = (profile: ClientProfile | null): ClientFieldValues => ({
  name: profile?.name ?? '',
  surname: profile?.surname ?? '',
  birth: splitDate(profile?.date_of_birth),
  location: profile?.location ?? null,
});

type Props = {
  /** Opens the phone-change modal. */
  onEditPhone: () => void;
  /** Opens the e-mail-change modal. */
  onEditEmail: () => void;
};

/**
 * The personal tab of the client cabinet (spec 001 §2.1): 'Личные данные' and 'Контактные данные'.
 * Every field is required (§5): missing ones are marked and nothing is sent.
 */
export function ClientPersonalForm({ onEditPhone, onEditEmail }: Props) {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const profile = user?.profile && 'surname' in user.profile ? user.profile : null;
  const [client, setClient] = useState(() => initialClient(profile));
  const [description, setDescription] = useState(profile?.description ?? '');
  const [socials, setSocials] = useState(() => initialSocials(profile));
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useFlash();
  const mutation = useUpdateClientProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    saved.clear();
    const parsed = updateClientProfileBody.safeParse({
      ...clientFieldsBody(client),
      description,
      ...socials,
    });
    if (!parsed.success) {
      setFields(issuesByField(parsed.error.issues));
      return;
    }
    setFields({});
    mutation.mutate(
      { ...parsed.data, phone: user?.phone ?? '' },
      {
        onSuccess: (answer) => {
          setUser(answer.user);
          saved.show(MSG_CABINET.saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) setFields(error.fields);
          setErrors(errorMessages(error, MSG.generic));
        },
      },
    );
  };

  const fieldError = (key: string) => fields[key]?.[0];

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Title order={3}>Личные данные</Title>
            <ClientFields value={client} onChange={setClient} fieldError={fieldError} namesInRow />
            <Textarea
              label="Описание"
              withAsterisk
              rows={4}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              error={fieldError('description')}
            />
          </Stack>
        </Paper>

        <ContactsSection
          onEditPhone={onEditPhone}
          onEditEmail={onEditEmail}
          socials={socials}
          onSocialsChange={setSocials}
          fieldError={fieldError}
        />

        <SaveFooter errors={errors} saved={saved.value} pending={mutation.isPending} />
      </Stack>
    </form>
  );
}
