import { z } from '@hono/zod-openapi';
import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/**
 * A mobile number of any Zambian network as typed, answered in international form
 * (`2609XXXXXXXX`); anything else fails validation with `message`.
 * @example zambianMobileNumberInput('Enter a Zambian mobile number such as 0971234567')
 */
export function zambianMobileNumberInput(message: string) {
  return z
    .string()
    .trim()
    .max(20)
    .transform((value, context) => {
      const number = anyZambianMobileNumber(value);
      if (!number) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}
