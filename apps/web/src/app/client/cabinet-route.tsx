import { MSG_BUYER, MSG_DELIVERY } from '@podryad/domain';
import { IconBell, IconBellCog, IconBuilding, IconShieldLock, IconUser } from '@tabler/icons-react';
import { CabinetPage } from '@/features/account/components/cabinet-page';
import type { CabinetMenuItem } from '@/features/account/components/cabinet-sidebar';
import { SafetyTab } from '@/features/account/components/safety-tab';
import { ClientPersonalForm } from '@/features/account/components/client-personal-form';
import { BuyerTab } from '@/features/account/components/buyer-tab';
import { NoticeSettings } from '@/features/notice-delivery/components/notice-settings';
import { useNotificationsPanel } from '@/stores/notifications-panel';

const TABS = ['personal', 'safety', 'buyer', 'notices'] as const;
type ClientTab = (typeof TABS)[number];

/** /profile/client/personal: the personal, safety, buyer ('Компания-заказчик') and notices tabs. */
export function ClientCabinetRoute() {
  const openNotifications = useNotificationsPanel((s) => s.open);
  const menu: CabinetMenuItem<ClientTab>[] = [
    { label: 'Личные данные', icon: IconUser, tab: 'personal' },
    { label: 'Уведомления по всем объектам', icon: IconBell, onClick: openNotifications },
    { label: MSG_DELIVERY.tab, icon: IconBellCog, tab: 'notices' },
    { label: MSG_BUYER.title, icon: IconBuilding, tab: 'buyer' },
    { label: 'Безопасность', icon: IconShieldLock, tab: 'safety' },
  ];
  return (
    <CabinetPage tabs={TABS} menu={menu}>
      {(tab, { editPhone, editEmail, showBanner }) => {
        switch (tab) {
          case 'safety':
            return <SafetyTab />;
          case 'notices':
            return <NoticeSettings onEditEmail={editEmail} />;
          case 'buyer':
            return <BuyerTab onSaved={showBanner} />;
          default:
            return <ClientPersonalForm onEditPhone={editPhone} onEditEmail={editEmail} />;
        }
      }}
    </CabinetPage>
  );
}
