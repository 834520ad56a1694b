// Redeeming coins: payment requests.
import { z } from 'zod';
import { action } from '../action.ts';
import type { MessageCode } from '../messages.ts';
import { limits, mobilePattern, numeric, optionalText, pageFields, requiredId, requiredText } from '../fields.ts';

export const paymentTypes = ['paypal', 'mobile', 'upi'] as const;

const addressRules: Record<(typeof paymentTypes)[number], [RegExp, MessageCode]> = {
  paypal: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invalid_paypal'],
  mobile: [mobilePattern, 'invalid_mobile'],
  upi: [/^[\w.-]{2,256}@[a-zA-Z]{2,64}$/, 'invalid_upi'],
};

export const paymentRequest = z.object({
  id: z.string(),
  payment_type: z.string(),
  payment_address: z.string(),
  payment_amount: z.number(),
  coin_used: z.number(),
  details: z.string(),
  // a deleted request is no longer listed
  status: z.enum(['pending', 'completed', 'rejected']),
  reason: z.string(),
  date: z.string(),
});

export const paymentContract = {
  get_payment_request: action(z.object(pageFields(10)), z.object({ total: z.number(), data: z.array(paymentRequest) })),
  set_payment_request: action(
    z
      .object({
        payment_type: z.enum(paymentTypes, { message: 'choose_payment_type' }),
        payment_address: requiredText(limits.text, 'enter_payment_address'),
        payment_amount: z.preprocess(numeric, z.number().positive('payment_amount: must be more than 0').max(1e9)),
        coin_used: z.preprocess(numeric, z.number().int().positive('coin_used: must be more than 0').max(1e9)),
        details: optionalText(limits.message),
      })
      .superRefine((r, issue) => {
        const [pattern, message] = addressRules[r.payment_type];
        if (!pattern.test(r.payment_address)) issue.addIssue({ code: 'custom', path: ['payment_address'], message });
      }),
    paymentRequest.extend({ coins: z.number() }),
  ),
  delete_pending_payment_request: action(
    z.object({ payment_id: requiredId }),
    z.object({ id: z.string(), status: z.literal('deleted'), coins: z.number() }),
  ),
};
