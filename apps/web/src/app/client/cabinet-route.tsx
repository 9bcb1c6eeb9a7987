import { IconBell, IconShieldLock, IconUser } from '@tabler/icons-react';
import { CabinetPage } from '@/features/account/components/cabinet-page';
import type { CabinetMenuItem } from '@/features/account/components/cabinet-sidebar';
import { SafetyTab } from '@/features/account/components/safety-tab';
import { ClientPersonalForm } from '@/features/account/components/client-personal-form';
import { useNotificationsPanel } from '@/stores/notifications-panel';

const TABS = ['personal', 'safety'] as const;
type ClientTab = (typeof TABS)[number];

/** /profile/client/personal: the personal tab and the safety tab. */
export function ClientCabinetRoute() {
  const openNotifications = useNotificationsPanel((s) => s.open);
  const menu: CabinetMenuItem<ClientTab>[] = [
    { label: 'Личные данные', icon: IconUser, tab: 'personal' },
    { label: 'Уведомления по всем объектам', icon: IconBell, onClick: openNotifications },
    { label: 'Безопасность', icon: IconShieldLock, tab: 'safety' },
  ];
  return (
    <CabinetPage tabs={TABS} menu={menu}>
      {(tab, { editPhone, editEmail }) =>
        tab === 'safety' ? (
          <SafetyTab />
        ) : (
          <ClientPersonalForm onEditPhone={editPhone} onEditEmail={editEmail} />
        )
      }
    </CabinetPage>
  );
}
