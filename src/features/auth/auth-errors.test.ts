import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../i18n/locales/ar/auth.json';
import en from '../../i18n/locales/en/auth.json';
import { authErrorField, authErrorMessage } from './auth-errors.ts';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ resources: { en: { auth: en }, ar: { auth: ar } }, lng: 'en', defaultNS: 'auth' }));
const say = (code: string | undefined, lng = 'en') =>
  authErrorMessage(code ? { code } : new Error('Firebase: Error (auth/whatever).'), i18n.getFixedT(lng, 'auth'));

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'User not found'],
    ['auth/wrong-password', 'Invalid password'],
    ['auth/email-already-in-use', 'Email already in use'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/user-disabled', 'User account has been disabled'],
    ['auth/too-many-requests', 'Too many requests, try again later'],
    ['auth/operation-not-allowed', 'Operation not allowed'],
    ['auth/internal-error', 'The sign-in service could not be reached. Try again, or use another way to sign in.'],
    [
      'auth/popup-closed-by-user',
      'The sign-in window closed before you signed in. Try again, or use another way to sign in.',
    ],
    ['auth/invalid-phone-number', 'Please Enter correct Mobile Number with Country Code'],
    ['auth/invalid-verification-code', 'The code is not correct. Please check the 6-digit code and try again.'],
    ['auth/code-expired', 'The code has expired. Please ask for a new one.'],
  ])('maps %s to "%s"', (code, message) => {
    expect(say(code)).toBe(message);
  });

  it('says a sentence with a way on for an unknown code or an error without one, never Firebase text', () => {
    const failed = 'Signing in did not work this time. Try again, or use another way to sign in.';
    expect(say('auth/something-new')).toBe(failed);
    expect(say(undefined)).toBe(failed);
  });

  it("speaks the player's language", () => {
    expect(say('auth/internal-error', 'ar')).toBe(
      'تعذّر الوصول إلى خدمة تسجيل الدخول. حاول مرة أخرى، أو استخدم طريقة أخرى لتسجيل الدخول.',
    );
  });
});

describe('authErrorField', () => {
  it('puts an error beside the field it is about, the rest on the form', () => {
    expect(authErrorField({ code: 'auth/email-already-in-use' })).toBe('email');
    expect(authErrorField({ code: 'auth/user-not-found' })).toBe('email');
    expect(authErrorField({ code: 'auth/invalid-credential' })).toBe('password');
    expect(authErrorField({ code: 'auth/too-many-requests' })).toBeUndefined();
    expect(authErrorField(new Error('offline'))).toBeUndefined();
  });
});
