import { z } from 'zod';
import { caseSchema, contractorCardSchema, contractorDetailSchema } from './contractors';
import { listMeta } from './lists';
import { projectSchema } from './projects';
import { fileInfoSchema } from './files';
import { notificationSchema } from './notifications';
import { ANY_REQUEST_FILTERS, requestSchema } from './requests';
import { openTenderCardSchema, ownTenderCardSchema, requestCardSchema } from './cards';
import { tenderSchema } from './tenders';

/*
 * The successful answers of the API: the server declares its routes with them and the web app
 * parses what it receives with the same ones. The entities they wrap live beside their rules; the
 * answers of auth, profile and geo beside theirs (authAnswer, userAnswer, messageAnswer, geo*Answer).
 */

/** An answer that only says the call succeeded. */
export const successAnswer = z.object({ success: z.literal(true) });

/** Calls that send a code: the code rides along only when codes are shown, never in production. */
const withDevCode = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, code: z.string().optional() });
/** POST /register/phone/request-code: the registration's uuid. */
export const phoneCodeAnswer = withDevCode({ uuid: z.uuid() });
/** The other calls that send a code (registration e-mail, the cabinet's confirmations and changes). */
export const codeSentAnswer = withDevCode({ success: z.literal(true) });
/** POST /password/forgot: where the recovery code went. */
export const forgotPasswordAnswer = withDevCode({ channel: z.enum(['email', 'phone']) });

/** An uploaded image: where the stored file is served. */
export const pathAnswer = z.object({ path: z.string() });
/** An uploaded document: its path, original name and size. */
export const documentAnswer = fileInfoSchema;

export const projectAnswer = z.object({ project: projectSchema });
export const projectListAnswer = z.object({ projects: z.array(projectSchema), meta: listMeta });
export const projectCreatedAnswer = z.object({ id: z.number().int(), project: projectSchema });

export const tenderAnswer = z.object({ tender: tenderSchema });
/** GET /tenders/list: one page of the open tenders, as cards. */
export const openTenderListAnswer = z.object({
  tenders: z.array(openTenderCardSchema),
  meta: listMeta,
});
/** GET /tenders: one page of the client's own tenders, as cards with their first requests. */
export const ownTenderListAnswer = z.object({
  tenders: z.array(ownTenderCardSchema),
  meta: listMeta,
});
export const tenderCreatedAnswer = z.object({ id: z.number().int(), tender: tenderSchema });

export const requestAnswer = z.object({ request: requestSchema });
/**
 * GET /request: one page, and how many requests each of the caller's side's filters keeps (of the
 * tender with `tender_id`), for the filter tabs.
 */
export const requestListAnswer = z.object({
  requests: z.array(requestCardSchema),
  meta: listMeta,
  counts: z.partialRecord(z.enum(ANY_REQUEST_FILTERS), z.number().int()),
});

/** GET /user/notifications: one page, newest first, and how many of all are new (the bell). */
export const notificationListAnswer = z.object({
  notifications: z.array(notificationSchema),
  meta: listMeta,
  unread: z.number().int(),
});

/** GET /contractors: one page, and every region a contractor works in (the filter's choices). */
export const contractorListAnswer = z.object({
  users: z.array(contractorCardSchema),
  meta: listMeta,
  regions: z.array(z.string()),
});
/** GET /contractors/{id}: the contractor with its cases. */
export const contractorAnswer = z.object({ user: contractorDetailSchema });

export const caseAnswer = z.object({ case: caseSchema });
export const caseListAnswer = z.object({ cases: z.array(caseSchema) });
export const caseCreatedAnswer = z.object({ id: z.number().int(), case: caseSchema });
