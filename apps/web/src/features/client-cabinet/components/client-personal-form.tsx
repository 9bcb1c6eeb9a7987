import {
  CITY_NAMES,
  MSG,
  MSG_CABINET,
  birthYears,
  composeDate,
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
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DateSelects, type DateParts } from '@/components/date-selects';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';
import { useUpdateClientProfile } from '../api/update-client-profile';
import { PencilIcon } from './pencil-icon';
import { phoneParts } from './phone-parts';

type Fields = Record<string, string[]>;
type TextKey = 'name' | 'surname' | 'description' | 'vk' | 'telegram' | 'whatsapp';

/** Incomplete: no date (the rule says 'Заполните поле'); complete but unreal: 'Некорректная дата'. */
function birthDate({ day, month, year }: DateParts) {
  if (!day || !month || !year) return undefined;
  return composeDate(day, month, year) ?? `${year}-${month}-${day}`;
}

/** Field messages from a zod result: the same Russian texts the server would answer. */
function issuesByField(issues: { path: PropertyKey[]; message: string }[]): Fields {
  const fields: Fields = {};
  for (const issue of issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return fields;
}

const initialText = (profile: ClientProfile | null): Record<TextKey, string> => ({
  name: profile?.name ?? '',
  surname: profile?.surname ?? '',
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
  const [text, setText] = useState(() => initialText(profile));
  const [location, setLocation] = useState<string | null>(profile?.location ?? null);
  const [birth, setBirth] = useState<DateParts>(() => splitDate(profile?.date_of_birth));
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useFlash();
  const mutation = useUpdateClientProfile();
  const phone = phoneParts(user?.phone ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    saved.clear();
    const parsed = updateClientProfileBody.safeParse({
      ...text,
      location,
      date_of_birth: birthDate(birth),
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
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {textInput('name', 'Имя')}
              {textInput('surname', 'Фамилия')}
            </SimpleGrid>
            <DateSelects
              label="Дата рождения"
              value={birth}
              onChange={setBirth}
              years={birthYears()}
              error={fieldError('date_of_birth')}
            />
            <Select
              label="Местоположение"
              placeholder="Выберите город"
              withAsterisk
              searchable
              data={CITY_NAMES as string[]}
              value={location}
              onChange={setLocation}
              error={fieldError('location')}
              nothingFoundMessage="Город не найден"
            />
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
                    <PencilIcon />
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
                  <PencilIcon />
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
