// What the profile form checks before it asks the server (the server checks the same).
export const mobilePattern = /^\+\d{7,15}$/;
export const maxImageBytes = 5 * 1024 * 1024;

/** Only players who sign in with a phone number may change their email (docs/product.md). */
export const canEditEmail = (type: string) => type === 'mobile';
