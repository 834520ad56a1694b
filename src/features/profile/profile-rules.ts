// What the profile form checks before it asks the server (the server checks the same).
import type { MessageCode } from '../../../contract/messages.ts';

export const mobilePattern = /^\+\d{7,15}$/;
export const maxImageBytes = 5 * 1024 * 1024;

/** Only players who sign in with a phone number may change their email (docs/product.md). */
export const canEditEmail = (type: string) => type === 'mobile';

/** The field an update_profile refusal is about, by its code: the form says it there (any other below the form). */
export const profileFieldOf: Partial<Record<MessageCode, 'name' | 'mobile' | 'email'>> = {
  name_length: 'name',
  invalid_mobile: 'mobile',
  invalid_email: 'email',
};
