import { Button } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useOnline } from '@/lib/use-online';
import { useAppUpdate } from '@/stores/app-update';

/** What every screen says without a connection (docs/pwa.md, "Offline"). */
export const OFFLINE_TITLE = 'Нет подключения к интернету';
export const OFFLINE_TEXT =
  'Показаны последние загруженные данные. Изменения отправить нельзя, пока связь не появится.';

// How many in-flow notices the page holds: while one is there, the foot of the window shows none.
let inFlow = 0;
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const useInFlowNotices = () =>
  useSyncExternalStore(
    subscribe,
    () => inFlow,
    () => 0,
  );

function OfflineCard() {
  return (
    <div role="status" className="app-status-card app-status-offline">
      <strong>{OFFLINE_TITLE}</strong>
      <span>{OFFLINE_TEXT}</span>
    </div>
  );
}

/**
 * The offline notice in the page's own flow, where a layout puts it (above the page's content): it
 * takes its own space and covers nothing. Plain markup styled in app.css.
 */
export function OfflineNotice() {
  const online = useOnline();
  useEffect(() => {
    inFlow += 1;
    listeners.forEach((listener) => listener());
    return () => {
      inFlow -= 1;
      listeners.forEach((listener) => listener());
    };
  }, []);
  if (online) return null;
  return (
    <div className="app-status-inline">
      <OfflineCard />
    </div>
  );
}

/**
 * The app's own state under every screen: a new version waiting, and no connection on a page whose
 * layout has no place for the offline notice. Sticky at the foot of the window, so it stays in sight
 * while the page scrolls yet covers nothing once the page is scrolled to its end. Plain markup
 * styled in app.css: it is part of every page's first script.
 */
export function AppStatus() {
  const online = useOnline();
  const placed = useInFlowNotices() > 0;
  const apply = useAppUpdate((s) => s.apply);
  const offline = !online && !placed;
  if (!offline && !apply) return null;
  return (
    <div className="app-status">
      {offline && <OfflineCard />}
      {apply && (
        <div role="status" className="app-status-card app-status-update">
          <strong>Доступна новая версия приложения</strong>
          <Button size="xs" onClick={apply}>
            Обновить
          </Button>
        </div>
      )}
    </div>
  );
}
