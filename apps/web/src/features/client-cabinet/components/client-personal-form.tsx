import {
  MSG,
  MSG_CABINET,
  splitDate,
  updateClientProfileBody,
  type ClientProfile,
} from '@podryad/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ClientFields, clientFieldsBody, type ClientFieldValues } from '@/components/client-fields';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { issuesByField, type Fields } from '@/lib/form';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';
import { useUpdateClientProfile } from '../api/update-client-profile';
import { phoneParts } from './phone-parts';

type TextKey = 'description' | 'vk' | 'telegram' | 'whatsapp';

const initialClient = (profile: ClientProfile | null): ClientFieldValues => ({
  name: profile?.name ?? '',
  surname: profile?.surname ?? '',
  birth: splitDate(profile?.date_of_birth),
  location: profile?.location ?? null,
});

const initialText = (profile: ClientProfile | null): Record<TextKey, string> => ({
  description: profile?.description ?? '',
  vk: profile?.vk ?? '',
  telegram: profile?.telegram ?? '',
  whatsapp: profile?.whatsapp ?? '',
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
  const [text, setText] = useState(() => initialText(profile));
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useFlash();
  const mutation = useUpdateClientProfile();
  const phone = phoneParts(user?.phone ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    saved.clear();
    const parsed = updateClientProfileBody.safeParse({ ...clientFieldsBody(client), ...text });
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
  const textInput = (key: TextKey, label: string) => (
    <TextInput
      label={label}
      withAsterisk
      value={text[key]}
      onChange={(event) => setText({ ...text, [key]: event.currentTarget.value })}
      error={fieldError(key)}
    />
  );

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
              value={text.description}
              onChange={(event) => setText({ ...text, description: event.currentTarget.value })}
              error={fieldError('description')}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Title order={3}>Контактные данные</Title>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label="Код страны" value={phone.dial} readOnly w={96} />
              <TextInput
                label="Номер телефона"
                value={phone.national}
                readOnly
                style={{ flex: 1 }}
                rightSection={
                  <ActionIcon variant="subtle" aria-label="Изменить номер" onClick={onEditPhone}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                }
              />
            </Group>
            <TextInput
              label="Электронная почта"
              value={user?.email ?? ''}
              readOnly
              rightSection={
                <ActionIcon variant="subtle" aria-label="Изменить почту" onClick={onEditEmail}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              }
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {textInput('vk', 'VK')}
              {textInput('telegram', 'Telegram')}
              {textInput('whatsapp', 'Whatsapp')}
            </SimpleGrid>
          </Stack>
        </Paper>

        <ErrorList errors={errors} />
        {saved.value && (
          <Alert color="green" variant="light" role="status">
            {saved.value}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
