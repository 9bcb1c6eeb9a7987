import { z } from 'zod';
import { passwordErrors } from './rules';
import {
  codeSchema,
  emailSchema,
  imagePathSchema,
  passwordInput,
  registrationPhoneSchema,
} from './schemas';

/*
 * The cabinet's account calls: phone and e-mail change, password change, avatar.
 * A change needs a fresh confirmation of the current phone or e-mail first (step-up), then a code
 * sent to the new one.
 */

export const confirmCodeBody = z.object({ code: codeSchema });
/** POST /user/phone/confirm: the spec also sends new_phone here; it is accepted and ignored. */
export const phoneConfirmBody = z.object({
  code: codeSchema,
  new_phone: z.string().max(32).optional(),
});
export const phoneChangeRequestBody = z.object({ new_phone: registrationPhoneSchema });
export const phoneChangeVerifyBody = z.object({
  new_phone: registrationPhoneSchema,
  code: codeSchema,
});
export const emailChangeRequestBody = z.object({ new_email: emailSchema });
export const emailChangeVerifyBody = z.object({ new_email: emailSchema, code: codeSchema });

export const changePasswordBody = z.object({
  current_password: passwordInput,
  new_password: passwordInput,
  new_password_confirmation: passwordInput,
});

/** PATCH /user/profile: the avatar path from /user/upload/avatar, or null to remove it. */
export const avatarBody = z.object({ avatar: imagePathSchema });

/** The cabinet's password change: the rules of a chosen password, as at registration. */
export const changePasswordErrors = (password: string, confirmation: string): string[] =>
  passwordErrors(password, confirmation);

export const messageAnswer = z.object({ message: z.string() });
