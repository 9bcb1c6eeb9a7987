import { MSG_BUYER, MSG_DATA_EXPORT, MSG_DELIVERY, MSG_REVIEWS } from '@podryad/domain';
import { Stack, Title } from '@mantine/core';
import {
  IconBell,
  IconBellCog,
  IconBuilding,
  IconDatabase,
  IconShieldLock,
  IconStar,
  IconUser,
} from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { CabinetPage } from '@/features/account/components/cabinet-page';
import type { CabinetMenuItem } from '@/features/account/components/cabinet-sidebar';
import { SafetyTab } from '@/features/account/components/safety-tab';
import { PersonalDataTab } from '@/features/account/components/personal-data-tab';
import { ClientPersonalForm } from '@/features/account/components/client-personal-form';
import { BuyerTab } from '@/features/account/components/buyer-tab';
import { NoticeSettings } from '@/features/notice-delivery/components/notice-settings';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import { useSession } from '@/stores/session';
import { Loading } from '@/components/loading';

/** The reviews' code loads with their tab only. */
const PartyReviews = lazy(() =>
  import('@/features/reviews/components/review-list').then((m) => ({ default: m.PartyReviews })),
);

const TABS = ['personal', 'safety', 'data', 'buyer', 'notices', 'reviews'] as const;
type ClientTab = (typeof TABS)[number];

/**
 * /profile/client/personal: the personal, safety, own data ('Мои данные'), buyer
 * ('Компания-заказчик'), notices and reviews (what contractors wrote of the client, with
 * 'Ответить') tabs.
 */
export function ClientCabinetRoute() {
  const openNotifications = useNotificationsPanel((s) => s.open);
  const userId = useSession((s) => s.user?.id ?? null);
  const menu: CabinetMenuItem<ClientTab>[] = [
    { label: 'Личные данные', icon: IconUser, tab: 'personal' },
    { label: 'Уведомления по всем объектам', icon: IconBell, onClick: openNotifications },
    { label: MSG_DELIVERY.tab, icon: IconBellCog, tab: 'notices' },
    { label: MSG_BUYER.title, icon: IconBuilding, tab: 'buyer' },
    { label: MSG_REVIEWS.section, icon: IconStar, tab: 'reviews' },
    { label: 'Безопасность', icon: IconShieldLock, tab: 'safety' },
    { label: MSG_DATA_EXPORT.tab, icon: IconDatabase, tab: 'data' },
  ];
  return (
    <CabinetPage tabs={TABS} menu={menu}>
      {(tab, { editPhone, editEmail, showBanner }) => {
        switch (tab) {
          case 'safety':
            return <SafetyTab />;
          case 'data':
            return <PersonalDataTab onSaved={showBanner} />;
          case 'notices':
            return <NoticeSettings onEditEmail={editEmail} />;
          case 'buyer':
            return <BuyerTab onSaved={showBanner} />;
          case 'reviews':
            return (
              <Stack gap="md" component="section" aria-labelledby="client-reviews-title">
                <Title order={3} id="client-reviews-title">
                  {MSG_REVIEWS.section}
                </Title>
                {userId !== null && (
                  <Suspense fallback={<Loading minHeight={120} label="Загрузка отзывов" />}>
                    <PartyReviews side="client" partyId={userId} viewerId={userId} />
                  </Suspense>
                )}
              </Stack>
            );
          default:
            return <ClientPersonalForm onEditPhone={editPhone} onEditEmail={editEmail} />;
        }
      }}
    </CabinetPage>
  );
}
