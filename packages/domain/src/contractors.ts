import { z } from 'zod';
import { WORK_TYPES } from './constants';
import { companyRegistrySchema } from './registry';
import { contractorAnswersSchema } from './contractor-answers';
import { contractorNoteSchema } from './contractor-notes';
import { invitationScopeAnswer } from './invitation-scope';
import { ratingBriefSchema } from './reviews';
import { contractorProfileSchema } from './schemas';
import { sroMembershipView } from './sro';

/** A contractor as a client sees it in the directory. */
export const contractorSchema = z.object({
  id: z.number().int(),
  /** The short name of the company. */
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  profile: contractorProfileSchema,
  work_types: z.array(z.enum(WORK_TYPES)),
  /** Unavailable contractors stay in the directory but cannot be invited. */
  participates_in_tenders: z.boolean(),
  /** What the state register says of the company, as last checked (stored, never asked per request). */
  registry: companyRegistrySchema,
  /**
   * How it answers invitations over the last 30 days (stored, refreshed every 10 minutes); null
   * until first computed.
   */
  answers: contractorAnswersSchema.nullable(),
});
export type Contractor = z.infer<typeof contractorSchema>;

/**
 * A contractor as the directory's card shows it: the company's name, region, picture, work types
 * and its business phone and e-mail; the rest of its profile comes with GET /contractors/{id}.
 */
export const contractorCardSchema = contractorSchema.extend({
  profile: contractorProfileSchema.pick({
    short_name: true,
    full_legal_name: true,
    region: true,
    avatar: true,
    participates_in_tenders: true,
    type_of_works: true,
  }),
  /** The caller's own private note on the contractor, null when it has none. */
  my_note: contractorNoteSchema.nullable(),
  /** Ours: the work types and cities it takes invitations for (an empty list: all of them). */
  invitation_scope: invitationScopeAnswer,
  /**
   * Ours: its stored rating over its published reviews (overall and count), null without one.
   * The server always sends it; optional for readers built before it.
   */
  rating: ratingBriefSchema.nullable().optional(),
});
export type ContractorCard = z.infer<typeof contractorCardSchema>;

/** A case of a contractor's portfolio. */
export const caseSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  project_name: z.string(),
  services: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string(),
  /** The cover path; `cover_url` and `image` repeat it for the spec's readers. */
  cover: z.string().nullable(),
  cover_url: z.string().nullable(),
  image: z.string().nullable(),
  /** Gallery images, the cover not included. */
  images: z.array(z.string()),
  created_at: z.string(),
  /** Ours: the deal the case was made from (null for the contractor's own word). */
  deal_id: z.number().int().nullable(),
  /** Ours: made from a deal its client accepted on Podryad, and the time it was accepted. */
  from_deal: z.boolean(),
  deal_accepted_at: z.string().nullable(),
});
export type Case = z.infer<typeof caseSchema>;

export const contractorDetailSchema = contractorSchema.extend({
  cases: z.array(caseSchema),
  /** Ours: the СРО memberships it states, in its order (not checked against any register). */
  sro_memberships: z.array(sroMembershipView),
  /** The caller's own private note on the contractor, null when it has none. */
  my_note: contractorNoteSchema.nullable(),
  /** Ours: the work types and cities it takes invitations for (an empty list: all of them). */
  invitation_scope: invitationScopeAnswer,
  /**
   * Ours: its stored rating as the card shows it (the full one, per criterion and spread, comes
   * with GET /contractors/{id}/reviews), null without published reviews. The server always sends
   * it; optional for readers built before it.
   */
  rating: ratingBriefSchema.nullable().optional(),
});
export type ContractorDetail = z.infer<typeof contractorDetailSchema>;

/** Regions of the tender participation settings. */
export const TENDER_REGIONS = [
  'г. Москва, московская область',
  'г. Санкт-Петербург',
  'г. Казань',
] as const;

/** Messages of the participation settings. */
export const MSG_SETTINGS = {
  saved: 'Настройки успешно сохранены',
  saveFailed: 'Ошибка при сохранении',
  chooseWorkType: 'Выберите тип работ',
  // ours
  chooseRegion: 'Выберите регион из списка',
  chooseAvailability: 'Укажите, участвуете ли вы в тендерах',
} as const;

/** participates_in_tenders may arrive as true, 1 or '1'; false, 0 and '0' say no. */
export const participatesFlag = z.preprocess(
  (v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : v),
  z.boolean({ error: MSG_SETTINGS.chooseAvailability }),
);

/** PATCH /user/profile/tender-settings: region, availability, one work type. */
export const tenderSettingsBody = z.object({
  region: z.enum(TENDER_REGIONS, { error: MSG_SETTINGS.chooseRegion }),
  participates_in_tenders: participatesFlag,
  type_of_works: z
    .array(z.enum(WORK_TYPES, { error: MSG_SETTINGS.chooseWorkType }), {
      error: MSG_SETTINGS.chooseWorkType,
    })
    .length(1, { error: MSG_SETTINGS.chooseWorkType }),
});
export type TenderSettingsBody = z.input<typeof tenderSettingsBody>;
