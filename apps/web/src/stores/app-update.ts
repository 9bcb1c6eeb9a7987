import { create } from 'zustand';

type AppUpdateState = {
  /** Switches to the new build (its service worker takes over, the page reloads); null: none. */
  apply: (() => void) | null;
  offer: (apply: () => void) => void;
};

/** A newer build of the app, downloaded and waiting for the person to switch to it. */
export const useAppUpdate = create<AppUpdateState>()((set) => ({
  apply: null,
  offer: (apply) => set({ apply }),
}));
