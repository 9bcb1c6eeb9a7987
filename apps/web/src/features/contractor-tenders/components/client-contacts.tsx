import { formatPhone, type Tender } from '@podryad/domain';
import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { imageUrl } from '@/lib/api-client';
import { Field } from './field';

/**
 * The client who published the tender (spec 001 §2.7, §3): avatar, name and surname, phone,
 * e-mail and the profile's VK, Telegram, WhatsApp and location; a dash for what it left empty.
 */
export function ClientContacts({ client }: { client: Tender['user'] }) {
  const p = client.profile;
  const name = [p.name || client.name, p.surname || client.surname].filter(Boolean).join(' ');
  const links: [string, string | null][] = [
    ['VK', p.vk],
    ['Telegram', p.telegram],
    ['WhatsApp', p.whatsapp],
    ['Местоположение', p.location],
  ];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="tender-client-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="tender-client-title">
          Заказчик
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={imageUrl(p.avatar)} radius="xl" size={56} alt="">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name || client.email}
          </Text>
        </Group>
        <Field label="Телефон">
          {client.phone ? (
            <Anchor href={`tel:${client.phone}`} c="blue.8">
              {formatPhone(client.phone)}
            </Anchor>
          ) : null}
        </Field>
        <Field label="Почта">
          {client.email ? (
            <Anchor href={`mailto:${client.email}`} c="blue.8">
              {client.email}
            </Anchor>
          ) : null}
        </Field>
        {links.map(([label, value]) => (
          <Field key={label} label={label}>
            {value}
          </Field>
        ))}
      </Stack>
    </Paper>
  );
}
