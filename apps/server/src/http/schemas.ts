import { z } from 'zod';

/** The error envelope of every 4xx/5xx answer. */
export const errorSchema = z.object({
  errors: z.array(z.string()),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

export const successSchema = z.object({ success: z.literal(true) });

/** Answers of calls that send a code: the code appears only outside production. */
export const withDevCode = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, code: z.string().optional() });

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema]));

export const bearer = [{ bearerAuth: [] }];
