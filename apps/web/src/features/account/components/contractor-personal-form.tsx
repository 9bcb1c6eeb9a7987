import { HINT_MS, updateContractorProfileBody, type ContractorProfile } from '@podryad/domain';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useProfileSave } from '@/features/account/hooks/use-profile-save';
import {
  ContactsSection,
  initialSocials,
  type SocialKey,
  type SocialValues,
} from '@/features/account/components/contact-fields';
import {
  ContractorFields,
  type ContractorFieldValues,
  type ContractorKey,
} from '@/features/account/components/contractor-fields';
import { SaveFooter } from '@/components/save-footer';
import { issuesByField, withoutField } from '@/lib/form';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';

/** The cabinet's order, two columns on wider screens. */
const CABINET_KEYS: readonly ContractorKey[] = [
  'full_legal_name',
  'short_name',
  'region',
  'year_founded',
  'legal_address',
  'inn',
  'actual_address',
];

const initialCompany = (profile: ContractorProfile | null): ContractorFieldValues => ({
  full_legal_name: profile?.full_legal_name ?? '',
  short_name: profile?.short_name ?? '',
  region: profile?.region ?? '',
  legal_address: profile?.legal_address ?? '',
  actual_address: profile?.actual_address ?? '',
  year_founded: profile?.year_founded ? String(profile.year_founded) : '',
  inn: profile?.inn ?? '',
});

type Props = {
  /** Opens the phone-change modal. */
  onEditPhone: () => void;
  /** Opens the e-mail-change modal. */
  onEditEmail: () => void;
};

/**
 * The personal tab of the contractor cabinet: 'Личные данные' (the company's
 * requisites) and 'Контактные данные'. Every field is required: empty ones are highlighted for
 * 3 seconds without words and nothing is sent; any other broken rule says what is wrong.
 */
export function ContractorPersonalForm({ onEditPhone, onEditEmail }: Props) {
  const user = useSession((s) => s.user);
  const profile = user?.profile && 'short_name' in user.profile ? user.profile : null;
  const [company, setCompany] = useState(() => initialCompany(profile));
  const [socials, setSocials] = useState(() => initialSocials(profile));
  const empty = useFlash<ReadonlySet<string>>(HINT_MS);
  const profileSave = useProfileSave();
  const { fields, setFields } = profileSave;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    profileSave.restart();
    const values: ContractorFieldValues & SocialValues = { ...company, ...socials };
    const parsed = updateContractorProfileBody.safeParse(values);
    if (!parsed.success) {
      const byField = issuesByField(parsed.error.issues);
      const blank = Object.keys(byField).filter(
        (key) => !values[key as keyof typeof values]?.trim(),
      );
      for (const key of blank) delete byField[key];
      setFields(byField);
      if (blank.length > 0) empty.show(new Set(blank));
      else empty.clear();
      return;
    }
    empty.clear();
    profileSave.save(parsed.data);
  };

  // An empty required field is only highlighted (no message text).
  const fieldError = (key: ContractorKey | SocialKey) =>
    empty.value?.has(key) ? true : fields[key]?.[0];

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Title order={3}>Личные данные</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ContractorFields
                value={company}
                onChange={(next) => {
                  if (next.inn !== company.inn) setFields((given) => withoutField(given, 'inn'));
                  setCompany(next);
                }}
                fieldError={fieldError}
                keys={CABINET_KEYS}
              />
            </SimpleGrid>
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
