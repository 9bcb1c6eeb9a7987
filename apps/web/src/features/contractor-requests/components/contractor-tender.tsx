import type { Tender } from '@podryad/domain';
import { Image, SimpleGrid } from '@mantine/core';
import { ClientContacts } from '@/components/client-contacts';
import { ReadField } from '@/components/read-field';
import { TenderTabs } from '@/components/tender-tabs';
import { imageUrl } from '@/lib/api-client';

/** The images of the object, a grid; a note when there are none. */
function TenderImages({ tender }: { tender: Tender }) {
  return (
    <ReadField compact label="Изображения объекта">
      {tender.images.length > 0 ? (
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
      )}
    </ReadField>
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
