import { MSG, MSG_CABINET } from '@podryad/domain';
import { useState } from 'react';
import { ApiError, errorMessages } from '@/lib/api-client';
import type { Fields } from '@/lib/form';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';
import { type ProfileBody, useUpdateProfile } from '@/features/account/api/update-profile';

/**
 * Saving the cabinet's personal tab, for both account types: the errors by field and in general,
 * the 'saved' confirmation, and the session's user replaced by the answer. The phone is sent as it
 * is (the call wants it); it changes only through its own modal.
 */
export function useProfileSave() {
  const phone = useSession((s) => s.user?.phone ?? '');
  const setUser = useSession((s) => s.setUser);
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useFlash();
  const mutation = useUpdateProfile();

  return {
    fields,
    setFields,
    errors,
    saved: saved.value,
    pending: mutation.isPending,
    /** Forgets what the last try said, before a new one is checked. */
    restart: () => {
      setErrors([]);
      saved.clear();
    },
    save: (body: ProfileBody) => {
      setFields({});
      mutation.mutate(
        { ...body, phone },
        {
          onSuccess: (answer) => {
            setUser(answer.user);
            saved.show(MSG_CABINET.saved);
          },
          onError: (error) => {
            if (error instanceof ApiError) setFields(error.fields);
            setErrors(errorMessages(error, MSG.generic));
          },
        },
      );
    },
  };
}
