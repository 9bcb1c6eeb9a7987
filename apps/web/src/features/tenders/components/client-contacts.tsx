import {
  type Buyer,
  MSG_CONSENTS,
  formatPhone,
  hasShownContacts,
  isDeletedUserName,
  usableContact,
  type Tender,
} from '@podryad/domain';
import {
  Anchor,
  Avatar,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { ReadField } from '@/components/read-field';
import { imageUrl } from '@/lib/api-client';
import { ClientBuyer } from '@/features/tenders/components/client-buyer';

/**
 * The client who published the tender: name, `rating` under it (the screen's: its reviews), whom it
 * buys for (when it said), phone, e-mail and profile links. A contact that is not there takes no
 * row; with none at all (the client's consent to distribution does not stand) one line says they
 * are hidden. A deleted client is 'Удалённый пользователь', with no contacts and no such line.
 */
export function ClientContacts({
  client,
  buyer = null,
  headingOrder = 3,
  rating,
}: {
  client: Tender['user'];
  buyer?: Buyer;
  headingOrder?: TitleOrder;
  rating?: ReactNode;
}) {
  const p = client.profile;
  const name = [p.name ?? client.name, p.surname ?? client.surname].filter(Boolean).join(' ');
  const deleted = isDeletedUserName(p.name ?? client.name);
  const shown = hasShownContacts({ phone: client.phone, email: client.email, ...p });
  // A '-' or 'нет' typed to get past the profile's required fields is no contact: not shown.
  const extra: [string, string | null][] = [
    ['Местоположение', p.location],
    ['VK', usableContact(p.vk)],
    ['Telegram', usableContact(p.telegram)],
    ['WhatsApp', usableContact(p.whatsapp)],
  ];
  return (
    <Stack gap="sm" component="section" aria-label="Заказчик">
      <Title order={headingOrder} size="h5">
        Заказчик
      </Title>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={imageUrl(p.avatar)} radius="xl" size={48} alt="">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name || client.email}
        </Text>
      </Group>
      {rating}
      <ClientBuyer buyer={buyer} />
      {!deleted && !shown && (
        <Text size="sm" c="gray.7">
          {MSG_CONSENTS.contactsHidden}
        </Text>
      )}
      {!deleted && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {client.phone && (
            <ReadField compact label="Телефон">
              <Anchor href={`tel:${client.phone}`} c="blue.8" size="sm">
                {formatPhone(client.phone)}
              </Anchor>
            </ReadField>
          )}
          {client.email && (
            <ReadField compact label="Почта">
              <Anchor href={`mailto:${client.email}`} c="blue.8" size="sm">
                {client.email}
              </Anchor>
            </ReadField>
          )}
          {extra.map(([label, value]) =>
            value ? (
              <ReadField compact key={label} label={label}>
                {value}
              </ReadField>
            ) : null,
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
