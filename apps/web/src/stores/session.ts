import type { AccountClosing, ConsentDocument, User } from '@podryad/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from '@/lib/page-start';

export type RegisterStep = 'phone' | 'phonecode' | 'email' | 'emailcode' | 'password';
export type ResetStep = 'form' | 'email' | 'phone' | 'new_password';

type RegisterState = {
  registerStep: RegisterStep;
  phone: string;
  email: string;
  uuid: string | null;
  /** The consents ticked on the phone step: a new code for the phone sends them again. */
  registerConsents: ConsentDocument[];
};
type ResetState = { resetStep: ResetStep; resetLogin: string; resetCode: string };

type SessionState = RegisterState &
  ResetState & {
    token: string | null;
    user: User | null;
    /** Set when the account is closed and waits for its deletion: only that screen is shown. */
    closing: AccountClosing | null;
    /**
     * What the sign-in page says to the person who just left (the closed account's goodbye): kept
     * here, as the guard's own redirect to the sign-in page carries no state; gone at the next sign-in.
     */
    farewell: string | null;
    signIn: (token: string, user: User, closing?: AccountClosing | null) => void;
    setClosing: (closing: AccountClosing | null) => void;
    setUser: (user: User) => void;
    signOut: (farewell?: string) => void;
    setRegister: (patch: Partial<RegisterState>) => void;
    resetRegister: () => void;
    setReset: (patch: Partial<ResetState>) => void;
    clearReset: () => void;
  };

const initialRegister: RegisterState = {
  registerStep: 'phone',
  phone: '',
  email: '',
  uuid: null,
  registerConsents: [],
};
const initialReset: ResetState = { resetStep: 'form', resetLogin: '', resetCode: '' };

/** Auth state, persisted so session, profile and wizard steps survive a reload. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      closing: null,
      farewell: null,
      ...initialRegister,
      ...initialReset,
      signIn: (token, user, closing = null) => set({ token, user, closing, farewell: null }),
      setClosing: (closing) => set({ closing }),
      setUser: (user) => set({ user }),
      signOut: (farewell) =>
        set({
          token: null,
          user: null,
          closing: null,
          farewell: farewell ?? null,
          ...initialRegister,
          ...initialReset,
        }),
      setRegister: (patch) => set(patch),
      resetRegister: () => set(initialRegister),
      setReset: (patch) => set(patch),
      clearReset: () => set(initialReset),
    }),
    { name: SESSION_STORAGE_KEY },
  ),
);
