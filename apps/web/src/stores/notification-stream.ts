import { create } from 'zustand';

type NotificationStreamState = {
  /** True while the page's notification stream is open and has said `ready`. */
  live: boolean;
  setLive: (live: boolean) => void;
};

/**
 * Whether the page hears of new notices from the live stream: the bell stops polling while it does
 * and polls as before whenever it does not, so a page without the stream loses nothing but speed.
 */
export const useNotificationStream = create<NotificationStreamState>()((set) => ({
  live: false,
  setLive: (live) => set({ live }),
}));
