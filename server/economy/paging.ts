// The offset/limit fields of the paged actions (form fields arrive as strings; '' means absent).
import { z } from 'zod';

export const intField = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v), z.coerce.number().int().min(min).max(max));

export const maxPageSize = 100;

export const pageFields = { offset: intField(0, 0, 100_000), limit: intField(10, 1, maxPageSize) };
