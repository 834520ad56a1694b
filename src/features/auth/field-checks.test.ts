import { describe, expect, it } from 'vitest';
import { emailCheck, newPasswordCheck } from './field-checks.ts';

describe('emailCheck', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['mia@example', 'invalidEmail'],
    ['mia@example.', 'invalidEmail'],
    ['mia example@x.com', 'invalidEmail'],
    ['mia.example.com', 'invalidEmail'],
    ['mia@example.com', undefined],
    [' mia@mail.example.org ', undefined],
  ])('"%s" -> %s', (email, check) => {
    expect(emailCheck(email)).toBe(check);
  });
});

describe('newPasswordCheck', () => {
  it.each([
    ['', 'required'],
    ['12345', 'passwordShort'],
    ['123456', undefined],
  ])('"%s" -> %s', (password, check) => {
    expect(newPasswordCheck(password)).toBe(check);
  });
});
