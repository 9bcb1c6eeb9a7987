import { Button } from '@mantine/core';
import { useOnline } from '@/lib/use-online';
import { useAppUpdate } from '@/stores/app-update';

/** What every screen says without a connection (docs/pwa.md, "Offline"). */
export const OFFLINE_TITLE = 'Нет подключения к интернету';
export const OFFLINE_TEXT =
  'Показаны последние загруженные данные. Изменения отправить нельзя, пока связь не появится.';

/**
 * The app's own state under every screen: no connection, or a new version waiting. Sticky at the
 * foot of the window, so it stays in sight while the page scrolls yet covers nothing once the page
 * is scrolled to its end. Plain markup styled in app.css: it is part of every page's first script.
 */
export function AppStatus() {
  const online = useOnline();
  const apply = useAppUpdate((s) => s.apply);
  if (online && !apply) return null;
  return (
    <div className="app-status">
      {!online && (
        <div role="status" className="app-status-card app-status-offline">
          <strong>{OFFLINE_TITLE}</strong>
          <span>{OFFLINE_TEXT}</span>
        </div>
      )}
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
