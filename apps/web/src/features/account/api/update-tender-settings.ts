import { type tenderSettingsBody, userAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshUser } from '@/features/account/api/get-profile';

/** PATCH /user/profile/tender-settings: region, availability and one work type. */
export const updateTenderSettings = (body: z.output<typeof tenderSettingsBody>) =>
  api('/user/profile/tender-settings', userAnswer, { method: 'PATCH', body });

/**
 * Saves the settings, then reloads the profile so the session holds what is stored. A
 * failed reload is only logged: the settings are saved all the same. Answers the reloaded user.
 */
export const useUpdateTenderSettings = () =>
  useMutation({
    mutationFn: async (body: z.output<typeof tenderSettingsBody>) => {
      await updateTenderSettings(body);
      return refreshUser().catch((error: unknown) => {
        console.error('Не удалось перезагрузить профиль', error);
        return null;
      });
    },
  });
