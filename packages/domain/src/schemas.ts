import { z } from 'zod';
import { CITY_NAMES } from './cities';
import {
  BIRTH_YEARS_BACK,
  CODE_LENGTH,
  LONG_TEXT_MAX,
  PASSWORD_MAX_LENGTH,
  SHORT_TEXT_MAX,
  USER_TYPES,
  YEAR_FOUNDED_MIN,
} from './constants';
import { MSG } from './messages';
import { fullPhoneError } from './phone';
import { innProblem } from './requisites';
import { EMAIL_RE, isValidIsoDate, loginKind } from './rules';
import { registrationConsentsField } from './legal-documents';

/*
 * Payload schemas shared by the server (route validation, OpenAPI) and the web app (forms).
 * Shape and format problems are 400s with these messages; rules that need the database or
 * compare fields (weak password, wrong code, taken phone) are checked by the server's services.
 */

const requiredError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MSG.required : MSG.invalidValue;

/** A required string: trimmed, non-empty, bounded. */
export const requiredText = (max = SHORT_TEXT_MAX) =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.tooLong });

/** An optional string; empty means absent (stored as null). */
export const optionalText = (max = SHORT_TEXT_MAX) =>
  z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(max, { error: MSG.tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** A stored upload path as the upload calls answer it (/storage/…); empty means none. */
export const imagePathSchema = z
  .string({ error: MSG.invalidValue })
  .trim()
  .max(300, { error: MSG.tooLong })
  .nullish()
  .transform((value) => (value ? value : null));

/** A YYYY-MM-DD date that exists in the calendar. */
export const isoDate = z
  .string({ error: MSG.dateInvalid })
  .refine(isValidIsoDate, { error: MSG.dateInvalid });

/** A latitude (limit 90) or longitude (limit 180); may be absent. */
export const coordinate = (limit: number) =>
  z.number({ error: MSG.invalidValue }).min(-limit).max(limit).nullish();

/** Upload paths in a payload; the server checks each is the caller's own upload. */
export const pathList = (max: number, missing: string = MSG.invalidValue) =>
  z
    .array(z.string({ error: MSG.invalidValue }).trim().min(1).max(300), {
      error: (issue) => (issue.input === undefined ? missing : MSG.invalidValue),
    })
    .max(max, { error: MSG.tooLong });

export const codeSchema = z
  .string({ error: requiredError })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: MSG.codeFormat });

export const uuidSchema = z.uuid({ error: MSG.registrationNotFound });

export const emailSchema = z
  .string({ error: requiredError })
  .trim()
  .max(SHORT_TEXT_MAX, { error: MSG.tooLong })
  .regex(EMAIL_RE, { error: MSG.emailFormat })
  .transform((value) => value.toLowerCase());

export const registrationPhoneSchema = z
  .string({ error: requiredError })
  .max(32, { error: MSG.phoneFormat })
  .superRefine((value, ctx) => {
    const error = fullPhoneError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform((value) => `+${value.replace(/\D/g, '')}`);

/** A password as typed; its strength rules are checked by the service to list every broken one. */
export const passwordInput = z
  .string({ error: requiredError })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.tooLong });

export const loginInput = z
  .string({ error: requiredError })
  .max(SHORT_TEXT_MAX, { error: MSG.loginInvalid })
  .refine((value) => value.trim().length > 0, { error: MSG.loginRequired })
  .refine((value) => !value.trim() || loginKind(value) !== null, { error: MSG.loginInvalid });

/** Sign-in: any blank part is 'Введите логин и пароль'. */
export const loginBody = z.object({
  login: z.string({ error: MSG.loginRequired }).pipe(loginInput),
  password: z
    .string({ error: MSG.loginRequired })
    .max(PASSWORD_MAX_LENGTH, { error: MSG.tooLong })
    .refine((value) => value.trim().length > 0, { error: MSG.loginRequired }),
});

export const phoneCodeRequestBody = z.object({
  phone: registrationPhoneSchema,
  /** Ours: the consents ticked on this step, recorded with the time and the device's address. */
  consents: registrationConsentsField.optional(),
});
export const registrationCodeBody = z.object({ uuid: uuidSchema, code: codeSchema });
export const emailCodeRequestBody = z.object({ uuid: uuidSchema, email: emailSchema });
export const finalizeBody = z.object({
  uuid: uuidSchema,
  password: passwordInput,
  password_repeat: passwordInput,
});

export const forgotBody = z.object({ login: loginInput });
export const verifyResetCodeBody = z.object({ login: loginInput, code: codeSchema });
export const resetPasswordBody = z.object({
  login: loginInput,
  code: codeSchema,
  password: passwordInput,
  password_confirmation: passwordInput,
});

/** One message per bad date: an unreal date is not also reported as out of range. */
const birthDate = z.string({ error: requiredError }).superRefine((value, ctx) => {
  if (!isValidIsoDate(value)) {
    ctx.addIssue({ code: 'custom', message: MSG.dateInvalid });
    return;
  }
  const current = new Date().getFullYear();
  const inRange =
    Number(value.slice(0, 4)) >= current - BIRTH_YEARS_BACK &&
    value <= new Date().toISOString().slice(0, 10);
  if (!inRange) ctx.addIssue({ code: 'custom', message: MSG.birthDateRange });
});

const city = z
  .string({ error: requiredError })
  .refine((value) => CITY_NAMES.includes(value), { error: MSG.cityUnknown });

const yearFounded = z
  .union([z.number(), z.string()], { error: requiredError })
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,4}$/.test(value), { error: MSG.yearFoundedDigits })
  .transform(Number)
  .refine((year) => year >= YEAR_FOUNDED_MIN && year <= new Date().getFullYear(), {
    error: MSG.yearFoundedRange,
  });

/** Digits only, at most 12, with its own message; then the length, zeros and check digits. */
export const innSchema = z
  .string({ error: requiredError })
  .trim()
  .regex(/^\d{1,12}$/, { error: MSG.innDigits, abort: true })
  .superRefine((value, ctx) => {
    const problem = innProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The client profile of /filing: name, surname, date of birth, city. */
export const clientProfileFields = {
  name: requiredText(),
  surname: requiredText(),
  date_of_birth: birthDate,
  location: city,
};

/** The contractor profile of /filing: the seven fields. */
export const contractorProfileFields = {
  full_legal_name: requiredText(),
  short_name: requiredText(),
  region: requiredText(),
  legal_address: requiredText(LONG_TEXT_MAX),
  actual_address: requiredText(LONG_TEXT_MAX),
  year_founded: yearFounded,
  inn: innSchema,
};

export const clientProfileBody = z.object({ ...clientProfileFields });
export const contractorProfileBody = z.object({ ...contractorProfileFields });

export const userTypeSchema = z.enum(USER_TYPES, { error: MSG.profileType });

/** POST /register/profile: the type plus that type's profile fields. */
export const createProfileBody = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('client'), ...clientProfileFields }),
    z.object({ type: z.literal('contractor'), ...contractorProfileFields }),
  ],
  { error: MSG.profileType },
);

/**
 * PUT /user/profile for a client. Every field is required on save; the phone field of
 * the payload is ignored here — the phone changes only through its confirmed modal.
 */
export const updateClientProfileBody = z.object({
  ...clientProfileFields,
  description: requiredText(LONG_TEXT_MAX),
  vk: requiredText(),
  telegram: requiredText(),
  whatsapp: requiredText(),
});

/** PUT /user/profile for a contractor: the seven fields and the three contacts, all required. */
export const updateContractorProfileBody = z.object({
  ...contractorProfileFields,
  vk: requiredText(),
  telegram: requiredText(),
  whatsapp: requiredText(),
});

/** PUT /user/profile as the contract shows it: a client's or a contractor's body, by the caller. */
export const updateProfileBody = z.union([updateClientProfileBody, updateContractorProfileBody]);

// Answers

export const clientProfileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  date_of_birth: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  vk: z.string().nullable(),
  telegram: z.string().nullable(),
  whatsapp: z.string().nullable(),
});

export const contractorProfileSchema = z.object({
  full_legal_name: z.string(),
  short_name: z.string(),
  region: z.string(),
  legal_address: z.string(),
  actual_address: z.string(),
  year_founded: z.number().int(),
  inn: z.string(),
  avatar: z.string().nullable(),
  vk: z.string().nullable(),
  telegram: z.string().nullable(),
  whatsapp: z.string().nullable(),
  participates_in_tenders: z.boolean(),
  type_of_works: z.array(z.string()),
});

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string(),
  type: userTypeSchema.nullable(),
  profile: z.union([clientProfileSchema, contractorProfileSchema]).nullable(),
});

/**
 * A sign-in's answer; `account_closing` (ours) is there when the account is closed and waits for its
 * deletion: the token then serves only the profile, the deletion's state and cancel, and sign-out.
 */
export const authAnswer = z.object({
  token: z.string(),
  user: userSchema,
  account_closing: z.object({ delete_after: z.string() }).optional(),
});
export const userAnswer = z.object({ user: userSchema });

export type ClientProfile = z.infer<typeof clientProfileSchema>;
export type ContractorProfile = z.infer<typeof contractorProfileSchema>;
export type User = z.infer<typeof userSchema>;
export type AuthAnswer = z.infer<typeof authAnswer>;
export type CreateProfileBody = z.input<typeof createProfileBody>;
