// Form fields shared by the content actions. Multipart bodies carry strings: numbers are coerced.
import { z } from 'zod';

/** An optional text field ('' when absent). */
export const optionalText = z.string().trim().optional().default('');
/** A required id or slug. */
export const requiredId = z.string().trim().min(1);
/** language_id: 0 or absent means the default content language (language.ts decides). */
export const languageField = z.coerce.number().int().min(0).optional();
export const levelField = z.coerce.number().int().min(1).max(1000);
/** offset and limit of a page. */
export const pageFields = {
  offset: z.coerce.number().int().min(0).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
};
