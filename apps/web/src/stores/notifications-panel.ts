import { create } from 'zustand';

type NotificationsPanelState = {
  opened: boolean;
  open: () => void;
  close: () => void;
};

/**
 * Whether the notifications panel 'Все уведомления' is open: the header bell and the cabinet's
 * 'Уведомления по всем объектам' both open the one panel the layout hosts.
 */
export const useNotificationsPanel = create<NotificationsPanelState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
