import { splitDate, updateClientProfileBody, type ClientProfile } from '@podryad/domain';
import { Paper, Stack, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useProfileSave } from '@/features/account/hooks/use-profile-save';
import {
  ClientFields,
  clientFieldsBody,
  type ClientFieldValues,
} from '@/features/account/components/client-fields';
import { ContactsSection, initialSocials } from '@/features/account/components/contact-fields';
import { SaveFooter } from '@/components/save-footer';
import { issuesByField } from '@/lib/form';
import { useSession } from '@/stores/session';

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
 * The personal tab of the client cabinet: 'Личные данные' and 'Контактные данные'.
 * Every field is required: missing ones are marked and nothing is sent.
 */
export function ClientPersonalForm({ onEditPhone, onEditEmail }: Props) {
  const user = useSession((s) => s.user);
  const profile = user?.profile && 'surname' in user.profile ? user.profile : null;
  const [client, setClient] = useState(() => initialClient(profile));
  const [description, setDescription] = useState(profile?.description ?? '');
  const [socials, setSocials] = useState(() => initialSocials(profile));
  const profileSave = useProfileSave();
  const { fields, setFields } = profileSave;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    profileSave.restart();
    const parsed = updateClientProfileBody.safeParse({
      ...clientFieldsBody(client),
      description,
      ...socials,
    });
    if (!parsed.success) {
      setFields(issuesByField(parsed.error.issues));
      return;
    }
    profileSave.save(parsed.data);
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

        <SaveFooter
          errors={profileSave.errors}
          saved={profileSave.saved}
          pending={profileSave.pending}
        />
      </Stack>
    </form>
  );
}
