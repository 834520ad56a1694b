// The sign-up and log-in forms' own checks, said beside their fields. The forms set noValidate, so
// the browser's pop-ups (in the browser's language, not the app's) never show. A check names its
// message in auth.json's "checks".
import type { TFunction } from 'i18next';

/** Firebase Auth refuses a shorter password. */
export const minPasswordLength = 6;

export type Check = 'required' | 'invalidEmail' | 'passwordShort' | 'passwordsDiffer';

/** A name, an @ and a domain with a dot in it. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function emailCheck(email: string): Check | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  return emailShape.test(trimmed) ? undefined : 'invalidEmail';
}

export function newPasswordCheck(password: string): Check | undefined {
  if (!password) return 'required';
  return password.length < minPasswordLength ? 'passwordShort' : undefined;
}

/** Each failed check's message in the interface language, by field; null when all pass. */
export function checkErrors<K extends string>(
  t: TFunction,
  checks: Record<K, Check | undefined>,
): Partial<Record<K, string>> | null {
  const failed = Object.entries(checks).filter(([, check]) => check) as [K, Check][];
  if (failed.length === 0) return null;
  return Object.fromEntries(
    failed.map(([field, check]) => [field, t(`auth:checks.${check}`, { min: minPasswordLength })]),
  ) as Partial<Record<K, string>>;
}
