import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';

/** A form's draft differs from what is stored (drafts are plain data: strings, numbers, lists). */
export const unsaved = (draft: unknown, stored: unknown) =>
  JSON.stringify(draft) !== JSON.stringify(stored);

/**
 * Asks before a screen with unsaved input is left: in-app links and Back through the router's
 * blocker (answered by `LeaveConfirm`), a reload or a closed tab through the browser's own prompt.
 * `release()` lets the screen's own navigation through once its input is saved.
 */
export function useLeaveGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}

/** The question of a blocked navigation: leave and lose the input, or stay. */
export function LeaveConfirm({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  const { blocker } = guard;
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Уйти со страницы?"
      confirmLabel="Уйти"
      cancelLabel="Остаться"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Введённые данные не сохранятся.
    </ConfirmModal>
  );
}
