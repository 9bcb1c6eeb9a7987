import { z } from 'zod';

/** The error envelope of every 4xx/5xx answer. */
export const errorSchema = z.object({
  errors: z.array(z.string()),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

export const successSchema = z.object({ success: z.literal(true) });

/** A numeric id in the path; anything else is a 400, never a database error. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Answer of the upload calls: where the stored file is served. */
export const pathAnswer = z.object({ path: z.string() });

/** Answers of calls that send a code: the code appears only outside production. */
export const withDevCode = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, code: z.string().optional() });

/** Outside production the code rides along in the answer (DESIGN.md, Codes); never in production. */
export const devCode = (config: { production: boolean }, code: string) =>
  config.production ? {} : { code };

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema]));

export const bearer = [{ bearerAuth: [] }];
