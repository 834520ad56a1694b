// Firebase Auth error codes, in the product's words (docs/product.md).
const messages: Record<string, string> = {
  'auth/user-not-found': 'User not found',
  'auth/wrong-password': 'Invalid password',
  'auth/invalid-credential': 'Invalid password',
  'auth/invalid-login-credentials': 'Invalid password',
  'auth/email-already-in-use': 'Email already in use',
  'auth/invalid-email': 'Invalid email address',
  'auth/user-disabled': 'User account has been disabled',
  'auth/too-many-requests': 'Too many requests, try again later',
  'auth/operation-not-allowed': 'Operation not allowed',
  'auth/internal-error': 'Internal error occurred',
  // Phone sign-in: the product has words for a bad number only; the code's messages say what to do.
  'auth/invalid-phone-number': 'Please Enter correct Mobile Number with Country Code',
  'auth/invalid-verification-code': 'The code is not correct. Please check the 6-digit code and try again.',
  'auth/missing-verification-code': 'Please enter the 6-digit code.',
  'auth/code-expired': 'The code has expired. Please ask for a new one.',
};

export function authErrorMessage(err: unknown): string {
  const code = (err as { code?: string } | null)?.code ?? '';
  return messages[code] ?? (err instanceof Error && !code ? err.message : 'Internal error occurred');
}

/** The form field an Auth error is about, so the form can show it there (none: the form as a whole). */
const fields: Record<string, 'email' | 'password'> = {
  'auth/user-not-found': 'email',
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/user-disabled': 'email',
  'auth/wrong-password': 'password',
  'auth/invalid-credential': 'password',
  'auth/invalid-login-credentials': 'password',
};

export function authErrorField(err: unknown): 'email' | 'password' | undefined {
  return fields[(err as { code?: string } | null)?.code ?? ''];
}
