import { BANNER_MS, MSG_CABINET } from '@podryad/domain';
import { Alert, Box, Grid, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useFlash } from '@/lib/use-flash';
import { AvatarModal } from '@/features/account/components/avatar-modal';
import {
  type CabinetMenuItem,
  CabinetSidebar,
} from '@/features/account/components/cabinet-sidebar';
import { EmailChangeModal } from '@/features/account/components/email-change-modal';
import { PhoneChangeModal } from '@/features/account/components/phone-change-modal';

type ModalName = 'avatar' | 'phone' | 'email';

/**
 * What a tab may open: the avatar, phone and e-mail modals live here, once for both cabinets; and
 * the cabinet's banner, for a tab that saves without a form of its own.
 */
type CabinetActions = {
  editAvatar: () => void;
  editPhone: () => void;
  editEmail: () => void;
  showBanner: (message: string) => void;
};

type Props<T extends string> = {
  /** The cabinet's tabs; the first is the personal tab, shown for a missing or unknown value. */
  tabs: readonly [T, ...T[]];
  menu: CabinetMenuItem<T>[];
  /** A banner of the cabinet's own above the tab (e.g. 'Кейс … успешно создан.'). */
  notice?: ReactNode;
  children: (tab: T, actions: CabinetActions) => ReactNode;
};

/** The tab's content fades in when the tab changes, unless motion is reduced. */
function FadeIn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (el && !reduced && typeof el.animate === 'function') {
      el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 150, easing: 'ease-out' });
    }
  }, []);
  return <Box ref={ref}>{children}</Box>;
}

/**
 * A cabinet of either type: the sidebar with the type's menu, the tab kept in
 * ?tab= of the URL, the avatar, phone and e-mail modals and their 4 s banner.
 */
export function CabinetPage<T extends string>({ tabs, menu, notice, children }: Props<T>) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? tabs[0];
  const [modal, setModal] = useState<ModalName | null>(null);
  const banner = useFlash(BANNER_MS);
  const close = () => setModal(null);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <CabinetSidebar
            tab={tab}
            personalTab={tabs[0]}
            menu={menu}
            onTab={(next) => setParams(next === tabs[0] ? {} : { tab: next })}
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
            {notice}
            <FadeIn key={tab}>
              {children(tab, {
                editAvatar: () => setModal('avatar'),
                editPhone: () => setModal('phone'),
                editEmail: () => setModal('email'),
                showBanner: banner.show,
              })}
            </FadeIn>
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
