import { z } from 'zod';
import { LONG_TEXT_MAX } from './constants';
import { MSG, MSG_CABINET } from './messages';
import { EMAIL_RE } from './rules';
import { imagePathSchema, optionalText, requiredText } from './schemas';

/** Project statuses. The spec gives two readings of each label; we use the first. */
export const PROJECT_STATUSES = ['pending_approval', 'in_process', 'approved', 'declined'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending_approval: 'Ожидание',
  in_process: 'В работе',
  approved: 'Завершен',
  declined: 'Отклонён',
};

export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  pending_approval: 'gray',
  in_process: 'blue',
  approved: 'green',
  declined: 'red',
};

/** The owner may pick these; 'declined' is only ever shown. */
export const SELECTABLE_PROJECT_STATUSES = ['pending_approval', 'in_process', 'approved'] as const;

/** A new project starts in work: its status is in_process. */
export const NEW_PROJECT_STATUS: ProjectStatus = 'in_process';

/** Project phone: required and at least 10 characters. */
export const PROJECT_PHONE_MIN = 10;

export const projectPhoneOk = (phone: string | null | undefined) =>
  (phone ?? '').trim().length >= PROJECT_PHONE_MIN;

const latitude = z
  .number({ error: MSG_CABINET.coordinates })
  .min(-90, { error: MSG_CABINET.coordinates })
  .max(90, { error: MSG_CABINET.coordinates });
const longitude = z
  .number({ error: MSG_CABINET.coordinates })
  .min(-180, { error: MSG_CABINET.coordinates })
  .max(180, { error: MSG_CABINET.coordinates });

const projectPhone = z
  .string({ error: MSG_CABINET.projectPhone })
  .trim()
  .max(32, { error: MSG_CABINET.projectPhone })
  .refine(projectPhoneOk, { error: MSG_CABINET.projectPhone });

const optionalEmail = optionalText().refine((value) => value === null || EMAIL_RE.test(value), {
  error: MSG.emailFormat,
});

export const projectStatusSchema = z.enum(PROJECT_STATUSES, { error: MSG.invalidValue });

/** The fields of a project as the wizard and the edit screen send them. */
export const projectFields = {
  name: requiredText(),
  address: requiredText(LONG_TEXT_MAX),
  description: optionalText(LONG_TEXT_MAX),
  latitude: latitude.nullish().transform((v) => v ?? null),
  longitude: longitude.nullish().transform((v) => v ?? null),
  phone: projectPhone,
  email: optionalEmail,
  vk: optionalText(),
  telegram: optionalText(),
  whatsapp_status: optionalText(),
  cover_path: imagePathSchema,
};

/** The statuses the owner may pick, on creation as in the dropdown. */
const selectableStatus = z.enum(SELECTABLE_PROJECT_STATUSES, {
  error: MSG_CABINET.statusNotSelectable,
});

/** POST /projects: the cover is required (step 3's button is active only after its upload). */
export const createProjectBody = z.object({
  ...projectFields,
  cover_path: z
    .string({ error: MSG_CABINET.coverRequired })
    .trim()
    .min(1, { error: MSG_CABINET.coverRequired })
    .max(300, { error: MSG.tooLong }),
  status: selectableStatus.optional(),
});

/** PATCH /projects/{id}: the full project; an empty cover_path (or image) removes the cover. */
export const updateProjectBody = z.object({
  ...projectFields,
  image: imagePathSchema.optional(),
});

export const projectStatusBody = z.object({ status: selectableStatus });

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  vk: z.string().nullable(),
  telegram: z.string().nullable(),
  whatsapp_status: z.string().nullable(),
  /** The stored path of the cover, e.g. /storage/images/… ; `image` is the same, for the spec's readers. */
  cover_path: z.string().nullable(),
  image: z.string().nullable(),
  status: projectStatusSchema,
  created_at: z.string(),
});

export type Project = z.infer<typeof projectSchema>;
export type CreateProjectBody = z.input<typeof createProjectBody>;
export type UpdateProjectBody = z.input<typeof updateProjectBody>;
