import { MSG_DATA_EXPORT, MSG_DELIVERY, MSG_OWN_CARD, MSG_SCOPE, MSG_SRO } from '@podryad/domain';
import { lazy, Suspense } from 'react';
import {
  IconBell,
  IconBellCog,
  IconBriefcase,
  IconCertificate,
  IconDatabase,
  IconId,
  IconMailCheck,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { CabinetPage } from '@/features/account/components/cabinet-page';
import type { CabinetMenuItem } from '@/features/account/components/cabinet-sidebar';
import { SafetyTab } from '@/features/account/components/safety-tab';
import { PersonalDataTab } from '@/features/account/components/personal-data-tab';
import { CaseCreatedBanner } from '@/features/cases/components/case-created-banner';
import { ContractorPersonalForm } from '@/features/account/components/contractor-personal-form';
import { MyCases } from '@/features/cases/components/my-cases';
import { TenderSettingsTab } from '@/features/account/components/tender-settings-form';
import { SroTab } from '@/features/account/components/sro-tab';
import { InvitationScopeTab } from '@/features/account/components/invitation-scope-tab';
import { NoticeSettings } from '@/features/notice-delivery/components/notice-settings';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import { Loading } from '@/components/loading';

/** The own card's tab loads apart: the clients' components it shows stay out of the first script. */
const OwnCardTab = lazy(() => import('@/app/contractor/own-card-tab'));

const TABS = [
  'personal',
  'safety',
  'data',
  'cases',
  'settings',
  'invitations',
  'sro',
  'notices',
  'card',
] as const;
type ContractorTab = (typeof TABS)[number];

/**
 * /profile/contractor/personal: personal, safety, own data ('Мои данные'), cases, settings,
 * invitations, СРО, notices and the own card ('Как вас видят заказчики') tabs.
 */
export function ContractorCabinetRoute() {
  const openNotifications = useNotificationsPanel((s) => s.open);
  const menu: CabinetMenuItem<ContractorTab>[] = [
    { label: MSG_OWN_CARD.tab, icon: IconId, tab: 'card' },
    { label: 'Мои кейсы', icon: IconBriefcase, tab: 'cases' },
    { label: 'Уведомления по всем тендерам', icon: IconBell, onClick: openNotifications },
    { label: MSG_DELIVERY.tab, icon: IconBellCog, tab: 'notices' },
    { label: 'Настройки участия в тендерах', icon: IconSettings, tab: 'settings' },
    { label: MSG_SCOPE.title, icon: IconMailCheck, tab: 'invitations' },
    { label: MSG_SRO.title, icon: IconCertificate, tab: 'sro' },
    { label: 'Безопасность', icon: IconShieldLock, tab: 'safety' },
    { label: MSG_DATA_EXPORT.tab, icon: IconDatabase, tab: 'data' },
  ];
  return (
    <CabinetPage tabs={TABS} menu={menu} notice={<CaseCreatedBanner />}>
      {(tab, { editAvatar, editPhone, editEmail, showBanner }) => {
        switch (tab) {
          case 'safety':
            return <SafetyTab />;
          case 'data':
            return <PersonalDataTab onSaved={showBanner} />;
          case 'cases':
            return <MyCases />;
          case 'settings':
            return <TenderSettingsTab />;
          case 'invitations':
            return <InvitationScopeTab />;
          case 'sro':
            return <SroTab onSaved={showBanner} />;
          case 'notices':
            return <NoticeSettings onEditEmail={editEmail} />;
          case 'card':
            return (
              <Suspense fallback={<Loading />}>
                <OwnCardTab onEditAvatar={editAvatar} />
              </Suspense>
            );
          default:
            return <ContractorPersonalForm onEditPhone={editPhone} onEditEmail={editEmail} />;
        }
      }}
    </CabinetPage>
  );
}
