import { splitPhone } from '@podryad/domain';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { maskNational } from '@/components/phone-field';
import { useSession } from '@/stores/session';

/** A stored phone (+ and digits) split for display: the dial code apart from the masked number. */
function phoneParts(phone: string): { dial: string; national: string } {
  const parts = splitPhone(phone);
  if (!parts) return { dial: '', national: phone };
  return {
    dial: `+${parts.country.dial}`,
    national: maskNational(parts.national, parts.country.code),
  };
}

const SOCIAL_KEYS = ['vk', 'telegram', 'whatsapp'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialValues = Record<SocialKey, string>;

const SOCIAL_LABELS: Record<SocialKey, string> = {
  vk: 'VK',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
};

/** The three links of a stored profile as form values (null as empty). */
export const initialSocials = (
  profile: Partial<Record<SocialKey, string | null>> | null,
): SocialValues => ({
  vk: profile?.vk ?? '',
  telegram: profile?.telegram ?? '',
  whatsapp: profile?.whatsapp ?? '',
});

type Props = {
  /** Opens the phone-change modal: the phone changes only there. */
  onEditPhone: () => void;
  /** Opens the e-mail-change modal: the e-mail is read-only here. */
  onEditEmail: () => void;
  socials: SocialValues;
  onSocialsChange: (socials: SocialValues) => void;
  /** A field's error by its API name: a message, or `true` to mark it without words. */
  fieldError: (key: SocialKey) => ReactNode;
};

/**
 * 'Контактные данные' of both cabinets: the account's phone with its dial code
 * apart and its e-mail, both read-only with an edit button for their change modal; VK, Telegram,
 * WhatsApp.
 */
export function ContactsSection({
  onEditPhone,
  onEditEmail,
  socials,
  onSocialsChange,
  fieldError,
}: Props) {
  const user = useSession((s) => s.user);
  const parts = phoneParts(user?.phone ?? '');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={3}>Контактные данные</Title>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label="Код страны" value={parts.dial} readOnly w={96} />
          <TextInput
            label="Номер телефона"
            type="tel"
            autoComplete="tel-national"
            value={parts.national}
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
          {SOCIAL_KEYS.map((key) => (
            <TextInput
              key={key}
              label={SOCIAL_LABELS[key]}
              withAsterisk
              value={socials[key]}
              onChange={(event) =>
                onSocialsChange({ ...socials, [key]: event.currentTarget.value })
              }
              error={fieldError(key)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
