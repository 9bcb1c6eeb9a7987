import { MSG } from '@podryad/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { firstErrorMessage } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { logoutEverywhere } from '@/features/account/api/logout-everywhere';
import { paths } from '@/lib/paths';

/**
 * 'Выйти на всех устройствах': ends every session of the account (a lost phone, a shared
 * computer), this one too, after a confirm; then the sign-in page.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await logoutEverywhere();
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(firstErrorMessage(error, MSG.server));
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        color="red"
        mih={PHONE_TOUCH_HEIGHT}
        onClick={() => setAsking(true)}
      >
        Выйти на всех устройствах
      </Button>
      <ConfirmModal
        opened={asking}
        title="Выйти на всех устройствах?"
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        confirmLabel="Выйти"
        pending={pending}
        errors={failure ? [failure] : null}
      >
        Все сеансы этой учётной записи будут завершены, включая текущий.
      </ConfirmModal>
    </>
  );
}
