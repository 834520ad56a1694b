import { describe, expect, it } from 'vitest';
import { authErrorField, authErrorMessage } from './auth-errors.ts';

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'User not found'],
    ['auth/wrong-password', 'Invalid password'],
    ['auth/email-already-in-use', 'Email already in use'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/user-disabled', 'User account has been disabled'],
    ['auth/too-many-requests', 'Too many requests, try again later'],
    ['auth/operation-not-allowed', 'Operation not allowed'],
    ['auth/internal-error', 'Internal error occurred'],
    ['auth/invalid-phone-number', 'Please Enter correct Mobile Number with Country Code'],
    ['auth/invalid-verification-code', 'The code is not correct. Please check the 6-digit code and try again.'],
    ['auth/code-expired', 'The code has expired. Please ask for a new one.'],
  ])('maps %s to "%s"', (code, message) => {
    expect(authErrorMessage({ code })).toBe(message);
  });

  it('falls back to the internal error message for an unknown code', () => {
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe('Internal error occurred');
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
