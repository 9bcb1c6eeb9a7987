import { BANNER_MS, MSG_CABINET } from '@podryad/domain';
import { Alert, Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AvatarModal } from '@/features/account/components/avatar-modal';
import { EmailChangeModal } from '@/features/account/components/email-change-modal';
import { PasswordChangeForm } from '@/features/account/components/password-change-form';
import { PhoneChangeModal } from '@/features/account/components/phone-change-modal';
import { ClientPersonalForm } from '@/features/client-cabinet/components/client-personal-form';
import {
  ClientSidebar,
  type CabinetTab,
} from '@/features/client-cabinet/components/client-sidebar';
import { useFlash } from '@/lib/use-flash';

type ModalName = 'avatar' | 'phone' | 'email';

/** /profile/client/personal (spec 001 §2.1): the sidebar, and the tab kept in ?tab= of the URL. */
export function ClientCabinetRoute() {
  const [params, setParams] = useSearchParams();
  // An unknown tab value falls back to personal.
  const tab: CabinetTab = params.get('tab') === 'safety' ? 'safety' : 'personal';
  const [modal, setModal] = useState<ModalName | null>(null);
  const banner = useFlash(BANNER_MS);
  const close = () => setModal(null);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ClientSidebar
            tab={tab}
            onTab={(next) => setParams(next === 'safety' ? { tab: next } : {})}
            onAvatarClick={() => setModal('avatar')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack>
            {banner.value && (
              <Alert color="green" variant="light" role="status">
                {banner.value}
              </Alert>
            )}
            {tab === 'safety' ? (
              <PasswordChangeForm />
            ) : (
              <ClientPersonalForm
                onEditPhone={() => setModal('phone')}
                onEditEmail={() => setModal('email')}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <AvatarModal
        opened={modal === 'avatar'}
        onClose={close}
        onSaved={() => banner.show(MSG_CABINET.avatarSaved)}
      />
      <PhoneChangeModal opened={modal === 'phone'} onClose={close} onChanged={banner.show} />
      <EmailChangeModal opened={modal === 'email'} onClose={close} onChanged={banner.show} />
    </>
  );
}
