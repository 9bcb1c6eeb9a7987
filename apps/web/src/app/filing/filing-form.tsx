import {
  MSG,
  clientProfileBody,
  contractorProfileBody,
  formatPhoneFiling,
  type CreateProfileBody,
  type UserType,
} from '@podryad/domain';
import { Anchor, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  ClientFields,
  clientFieldsBody,
  type ClientFieldValues,
} from '@/features/account/components/client-fields';
import {
  ContractorFields,
  type ContractorFieldValues,
} from '@/features/account/components/contractor-fields';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { issuesByField, withoutField, type Fields } from '@/lib/form';
import { logout } from '@/features/account/api/logout';
import { refreshUser } from '@/features/account/api/get-profile';
import { useSession } from '@/stores/session';
import { useCreateProfile } from '@/features/filing/api/create-profile';
import { paths } from '@/lib/paths';

/** /filing 'Заполните ваши данные': the role, then that role's profile. */
export function FilingForm() {
  const phone = useSession((s) => s.user?.phone ?? '');
  const [type, setType] = useState<UserType>('client');
  const [client, setClient] = useState<ClientFieldValues>({
    name: '',
    surname: '',
    birth: { day: null, month: null, year: null },
    location: null,
  });
  const [contractor, setContractor] = useState<ContractorFieldValues>({
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
        ? clientProfileBody.safeParse(clientFieldsBody(client))
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
        navigate(paths.home(user?.type ?? type), { replace: true });
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
              navigate(paths.login, { replace: true });
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
          <ClientFields value={client} onChange={setClient} fieldError={fieldError} />
        ) : (
          <ContractorFields
            value={contractor}
            onChange={(next) => {
              if (next.inn !== contractor.inn) setFields((given) => withoutField(given, 'inn'));
              setContractor(next);
            }}
            fieldError={fieldError}
          />
        )}
        <ErrorList errors={errors} />
        <Button type="submit" loading={mutation.isPending}>
          Продолжить
        </Button>
      </Stack>
    </form>
  );
}
