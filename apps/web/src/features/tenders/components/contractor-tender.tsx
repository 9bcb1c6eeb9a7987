import type { Tender } from '@podryad/domain';
import type { ReactNode } from 'react';
import { ClientContacts } from '@/features/tenders/components/client-contacts';
import { TenderImages } from '@/features/tenders/components/tender-images';
import { TenderTabs } from '@/features/tenders/components/tender-tabs';

/**
 * The tender as a contractor reads it: the shared 'О тендере' / 'Документы' tabs, with the object's
 * images and the client's contacts (with `clientRating` under its name) under 'О тендере'. Used by
 * 'Мои тендеры' and the invitation page.
 */
export function ContractorTenderTabs({
  tender,
  detailsTo,
  clientRating,
}: {
  tender: Tender;
  detailsTo?: string;
  clientRating?: ReactNode;
}) {
  return (
    <TenderTabs tender={tender} detailsTo={detailsTo}>
      <TenderImages images={tender.images} label="Изображения объекта" compact />
      <ClientContacts client={tender.user} buyer={tender.buyer} rating={clientRating} />
    </TenderTabs>
  );
}
