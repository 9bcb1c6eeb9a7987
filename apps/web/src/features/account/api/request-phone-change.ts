import { codeSentAnswer, type phoneChangeRequestBody } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/phone/change/request: a code to the new phone, e.g. +79161234567. */
export const requestPhoneChange = (body: z.input<typeof phoneChangeRequestBody>) =>
  api('/user/phone/change/request', codeSentAnswer, { method: 'POST', body });
