import {
  MSG_SETTINGS,
  TENDER_REGIONS,
  WORK_TYPES,
  WORK_TYPE_LABELS,
  participatesFlag,
  tenderSettingsBody,
  type User,
  type WorkType,
} from '@podryad/domain';
import { Paper, Radio, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Loading } from '@/components/loading';
import { useLogLoadFailure } from '@/components/query-gate';
import { SaveFooter } from '@/components/save-footer';
import { errorMessages } from '@/lib/api-client';
import { issuesByField, type Fields } from '@/lib/form';
import { useFlash } from '@/lib/use-flash';
import { refreshUser } from '@/features/account/api/get-profile';
import { useSession } from '@/stores/session';
import { useUpdateTenderSettings } from '@/features/account/api/update-tender-settings';

type Availability = 'yes' | 'no';
type Settings = { region: string | null; workType: WorkType | null; available: Availability };

const isWorkType = (value: unknown): value is WorkType =>
  (WORK_TYPES as readonly unknown[]).includes(value);

/** The stored settings of a contractor's profile: its region if a settings one, its first work type. */
function settingsOf(user: User | null): Settings {
  const profile = user?.profile && 'short_name' in user.profile ? user.profile : null;
  const region = (TENDER_REGIONS as readonly string[]).includes(profile?.region ?? '')
    ? profile!.region
    : null;
  // participates_in_tenders may arrive as true, 1 or '1'.
  const participates = participatesFlag.safeParse(profile?.participates_in_tenders);
  return {
    region,
    workType: profile?.type_of_works.find(isWorkType) ?? null,
    available: participates.success && !participates.data ? 'no' : 'yes',
  };
}

/**
 * The settings tab 'Настройки участия в тендере': region, one work type and whether
 * the company takes part in tenders. Opening it reloads the profile (a failure is only logged, and
 * the stored values are shown); saving sends PATCH /user/profile/tender-settings and
 * reloads the profile again.
 */
export function TenderSettingsTab() {
  const query = useQuery({ queryKey: ['profile'], queryFn: refreshUser, retry: false });
  useLogLoadFailure(query, 'Не удалось загрузить настройки участия в тендерах');
  // Also when reopened with a cached profile: the form takes its values once, from the fresh one.
  if (query.isFetching) return <Loading />;
  return <TenderSettingsForm />;
}

function TenderSettingsForm() {
  const [settings, setSettings] = useState(() => settingsOf(useSession.getState().user));
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useFlash();
  const mutation = useUpdateTenderSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    saved.clear();
    const parsed = tenderSettingsBody.safeParse({
      region: settings.region ?? undefined,
      participates_in_tenders: settings.available === 'yes',
      // Nothing chosen maps to no code: 'Выберите тип работ' and nothing is sent.
      type_of_works: settings.workType ? [settings.workType] : [],
    });
    if (!parsed.success) {
      setFields(issuesByField(parsed.error.issues));
      return;
    }
    setFields({});
    mutation.mutate(parsed.data, {
      onSuccess: (user) => {
        if (user) setSettings(settingsOf(user));
        saved.show(MSG_SETTINGS.saved);
      },
      onError: (error) => setErrors(errorMessages(error, MSG_SETTINGS.saveFailed)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={3}>Настройки участия в тендере</Title>
          <Select
            label="Регион"
            placeholder="Выберите регион"
            withAsterisk
            data={TENDER_REGIONS as readonly string[] as string[]}
            value={settings.region}
            onChange={(region) => setSettings({ ...settings, region })}
            error={fields.region?.[0]}
            allowDeselect={false}
          />
          <Radio.Group
            label="Тип работ"
            withAsterisk
            value={settings.workType ?? ''}
            onChange={(value) =>
              setSettings({ ...settings, workType: isWorkType(value) ? value : null })
            }
            error={fields.type_of_works?.[0]}
          >
            <Stack gap="xs" mt="xs">
              {WORK_TYPES.map((type) => (
                <Radio key={type} value={type} label={WORK_TYPE_LABELS[type]} />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group
            label="Участие в тендерах"
            value={settings.available}
            onChange={(value) => setSettings({ ...settings, available: value as Availability })}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="yes" label="Доступен для участия в тендерах" />
              <Radio value="no" label="Недоступен" />
            </Stack>
          </Radio.Group>
          <SaveFooter errors={errors} saved={saved.value} pending={mutation.isPending} />
        </Stack>
      </Paper>
    </form>
  );
}
