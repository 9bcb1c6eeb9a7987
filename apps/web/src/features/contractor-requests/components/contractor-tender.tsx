import { formatPhone, type Tender } from '@podryad/domain';
import { Anchor, Avatar, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TenderTabs, InfoField } from '@/components/tender-tabs';
import { imageUrl } from '@/lib/api-client';

/** The images of the object, a grid; a note when there are none. */
function TenderImages({ tender }: { tender: Tender }) {
  return (
    <InfoField
      label="Изображения объекта"
      value={
        tender.images.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt={4}>
            {tender.images.map((path, i) => (
              <Image
                key={path}
                src={imageUrl(path)}
                alt={`Изображение объекта ${i + 1}`}
                h={120}
                fit="cover"
                radius="md"
              />
            ))}
          </SimpleGrid>
        ) : (
          'Нет изображений'
        )
      }
    />
  );
}

/** The client who published the tender (spec 001 §2.7): name, phone, e-mail and profile links. */
export function ClientContacts({ client }: { client: Tender['user'] }) {
  const p = client.profile;
  const name = [p.name ?? client.name, p.surname ?? client.surname].filter(Boolean).join(' ');
  const extra: [string, string | null][] = [
    ['Местоположение', p.location],
    ['VK', p.vk],
    ['Telegram', p.telegram],
    ['WhatsApp', p.whatsapp],
  ];
  return (
    <Stack gap="sm" component="section" aria-label="Заказчик">
      <Title order={3} size="h5">
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InfoField
          label="Телефон"
          value={
            client.phone && (
              <Anchor href={`tel:${client.phone}`} c="blue.8" size="sm">
                {formatPhone(client.phone)}
              </Anchor>
            )
          }
        />
        <InfoField
          label="Почта"
          value={
            client.email && (
              <Anchor href={`mailto:${client.email}`} c="blue.8" size="sm">
                {client.email}
              </Anchor>
            )
          }
        />
        {extra.map(([label, value]) =>
          value ? <InfoField key={label} label={label} value={value} /> : null,
        )}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The tender as a contractor reads it: the shared 'О тендере' / 'Документы' tabs, with the object's
 * images and the client's contacts under 'О тендере'. Used by 'Мои тендеры' and the invitation page.
 */
export function ContractorTenderTabs({
  tender,
  detailsTo,
}: {
  tender: Tender;
  detailsTo?: string;
}) {
  return (
    <TenderTabs tender={tender} detailsTo={detailsTo}>
      <TenderImages tender={tender} />
      <ClientContacts client={tender.user} />
    </TenderTabs>
  );
}
