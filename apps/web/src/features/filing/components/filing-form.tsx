import {
  CITY_NAMES,
  HOME_BY_TYPE,
  MSG,
  birthYears,
  clampYearFounded,
  clientProfileBody,
  composeDate,
  contractorProfileBody,
  formatPhoneFiling,
  sanitizeInn,
  type CreateProfileBody,
  type UserType,
} from '@podryad/domain';
import { Anchor, Button, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DateSelects, type DateParts } from '@/components/date-selects';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { logout, refreshUser } from '@/lib/session-api';
import { useSession } from '@/stores/session';
import { useCreateProfile } from '../api/create-profile';

type Fields = Record<string, string[]>;

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

const CONTRACTOR_FIELDS = [
  ['full_legal_name', 'Полное юридическое название'],
  ['short_name', 'Короткое название'],
  ['region', 'Регион работы'],
  ['legal_address', 'Юридический адрес'],
  ['actual_address', 'Фактический адрес'],
  ['year_founded', 'Год основания'],
  ['inn', 'ИНН'],
] as const;

type ContractorKey = (typeof CONTRACTOR_FIELDS)[number][0];

/** /filing 'Заполните ваши данные': the role, then that role's profile (spec 000 §2). */
export function FilingForm() {
  const phone = useSession((s) => s.user?.phone ?? '');
  const [type, setType] = useState<UserType>('client');
  const [client, setClient] = useState({ name: '', surname: '', location: null as string | null });
  const [birth, setBirth] = useState<DateParts>({ day: null, month: null, year: null });
  const [contractor, setContractor] = useState<Record<ContractorKey, string>>({
    full_legal_name: '',
    short_name: '',
    region: '',
    legal_address: '',
    actual_address: '',
    year_founded: '',
    inn: '',
  });
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useCreateProfile();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const parsed =
      type === 'client'
        ? clientProfileBody.safeParse({ ...client, date_of_birth: birthDate(birth) })
        : contractorProfileBody.safeParse(contractor);
    if (!parsed.success) {
      setFields(issuesByField(parsed.error.issues));
      return;
    }
    setFields({});
    const body = { type, ...parsed.data } as CreateProfileBody;
    mutation.mutate(body, {
      onSuccess: async () => {
        const user = await refreshUser().catch(() => null);
        navigate(HOME_BY_TYPE[user?.type ?? type], { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) setFields(error.fields);
        setErrors(errorMessages(error, MSG.generic));
      },
    });
  };

  const fieldError = (key: string) => fields[key]?.[0];

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group justify="space-between" align="baseline">
          <Title order={2}>Заполните ваши данные</Title>
          <Anchor
            component="button"
            type="button"
            onClick={async () => {
              await logout();
              navigate('/auth/login', { replace: true });
            }}
          >
            Выйти
          </Anchor>
        </Group>
        {phone && (
          <Text size="sm" c="dimmed">
            Телефон: {formatPhoneFiling(phone)}
          </Text>
        )}
        <Radio.Group
          label="Кто вы?"
          value={type}
          onChange={(value) => {
            setType(value as UserType);
            setFields({});
          }}
        >
          <Group mt="xs">
            <Radio value="contractor" label="Я подрядчик" />
            <Radio value="client" label="Я заказчик" />
          </Group>
        </Radio.Group>

        {type === 'client' ? (
          <>
            <TextInput
              label="Имя"
              withAsterisk
              value={client.name}
              onChange={(e) => setClient({ ...client, name: e.currentTarget.value })}
              error={fieldError('name')}
            />
            <TextInput
              label="Фамилия"
              withAsterisk
              value={client.surname}
              onChange={(e) => setClient({ ...client, surname: e.currentTarget.value })}
              error={fieldError('surname')}
            />
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
              value={client.location}
              onChange={(value) => setClient({ ...client, location: value })}
              error={fieldError('location')}
              nothingFoundMessage="Город не найден"
            />
          </>
        ) : (
          CONTRACTOR_FIELDS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              withAsterisk
              inputMode={key === 'year_founded' || key === 'inn' ? 'numeric' : undefined}
              value={contractor[key]}
              onChange={(e) => {
                const raw = e.currentTarget.value;
                const value =
                  key === 'year_founded'
                    ? clampYearFounded(raw)
                    : key === 'inn'
                      ? sanitizeInn(raw)
                      : raw;
                setContractor({ ...contractor, [key]: value });
              }}
              error={fieldError(key)}
            />
          ))
        )}
        <ErrorList errors={errors} />
        <Button type="submit" loading={mutation.isPending}>
          Продолжить
        </Button>
      </Stack>
    </form>
  );
}
