import { MSG_DELIVERY } from '@podryad/domain';
import { IconBell, IconBellCog, IconShieldLock, IconUser } from '@tabler/icons-react';
import { CabinetPage } from '@/features/account/components/cabinet-page';
import type { CabinetMenuItem } from '@/features/account/components/cabinet-sidebar';
import { SafetyTab } from '@/features/account/components/safety-tab';
import { ClientPersonalForm } from '@/features/account/components/client-personal-form';
import { NoticeSettings } from '@/features/notice-delivery/components/notice-settings';
import { useNotificationsPanel } from '@/stores/notifications-panel';

const TABS = ['personal', 'safety', 'notices'] as const;
type ClientTab = (typeof TABS)[number];

/** /profile/client/personal: the personal, safety and notices tabs. */
export function ClientCabinetRoute() {
  const openNotifications = useNotificationsPanel((s) => s.open);
  const menu: CabinetMenuItem<ClientTab>[] = [
    { label: 'Личные данные', icon: IconUser, tab: 'personal' },
    { label: 'Уведомления по всем объектам', icon: IconBell, onClick: openNotifications },
    { label: MSG_DELIVERY.tab, icon: IconBellCog, tab: 'notices' },
    { label: 'Безопасность', icon: IconShieldLock, tab: 'safety' },
  ];
  return (
    <CabinetPage tabs={TABS} menu={menu}>
      {(tab, { editPhone, editEmail }) => {
        switch (tab) {
          case 'safety':
            return <SafetyTab />;
          case 'notices':
            return <NoticeSettings onEditEmail={editEmail} />;
          default:
            return <ClientPersonalForm onEditPhone={editPhone} onEditEmail={editEmail} />;
        }
      }}
    </CabinetPage>
  );
}
