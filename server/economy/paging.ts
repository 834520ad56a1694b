// The offset/limit fields of the paged actions (form fields arrive as strings; '' means absent).
import { z } from 'zod';

export const intField = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v), z.coerce.number().int().min(min).max(max));

export const maxPageSize = 100;

export const pageFields = { offset: intField(0, 0, 100_000), limit: intField(10, 1, maxPageSize) };

/** '' (an empty form field) counts as absent, so a default applies. */
export const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** The sort and order fields of the sorted lists (notifications, battle statistics). */
export const sortFields = {
  sort: z.preprocess(blankIsAbsent, z.enum(['id', 'date'], { message: 'sort: id or date' }).default('date')),
  order: z.preprocess(
    (v) => (typeof v === 'string' ? blankIsAbsent(v.toLowerCase()) : v),
    z.enum(['asc', 'desc'], { message: 'order: asc or desc' }).default('desc'),
  ),
};
