import {
  MSG,
  MSG_CABINET,
  type updateClientProfileBody,
  type updateContractorProfileBody,
  userAnswer,
} from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, api, errorMessages } from '@/lib/api-client';
import type { Fields } from '@/lib/form';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';

type ProfileBody =
  z.output<typeof updateClientProfileBody> | z.output<typeof updateContractorProfileBody>;

/** PUT /user/profile (spec 001 §7.1, §7.3): every field of the caller's type. */
const putProfile = (body: ProfileBody & { phone: string }) =>
  api('/user/profile', userAnswer, { method: 'PUT', body });

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
  const mutation = useMutation({ mutationFn: putProfile });

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
