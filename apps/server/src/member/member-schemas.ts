import { z } from '@hono/zod-openapi';
import { plainText } from '../http/input-schemas';

/** A login name as members type it; compared lower-cased and trimmed. */
export const Username = plainText(1, 100).openapi({ example: 'demo.active' });

// A password with NUL could be set but never typed into login, which refuses it: the member
// would be locked out, so a new password refuses it too.
const withoutNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'must not contain NUL characters';

/** A password as typed; never trimmed. */
export const Password = z
  .string()
  .min(1)
  .max(1024)
  .refine(withoutNul, NUL_MESSAGE)
  .openapi({ example: 'Demo-2026!' });

/** A new password: long enough to resist guessing, and one that {@link Password} accepts. */
export const NewPassword = z
  .string()
  .min(10, 'The new password must have at least 10 characters')
  .max(1024)
  .refine(withoutNul, NUL_MESSAGE)
  .openapi({ example: 'Kabwe-Clinic-2027' });

/** The login outcome: only `SUCCESSFUL` opens the member area. */
export const LoginStatus = z
  .enum(['SUCCESSFUL', 'PENDING_PAYMENT', 'OTP', 'INCOMPLETE_REGISTRATION'])
  .openapi('LoginStatus');

/** A member as the member service shows them. */
export const MemberView = z
  .object({
    id: z.number().int(),
    username: z.string(),
    status: z.enum(['ACTIVE', 'PENDING_PAYMENT', 'OTP', 'INCOMPLETE_REGISTRATION', 'SUSPENDED']),
    role: z.enum(['member', 'editor', 'admin']),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    districtId: z.number().int().nullable(),
    country: z
      .string()
      .nullable()
      .openapi({ description: 'Where a member outside Zambia lives (then `districtId` is null)' }),
    membershipNumber: z.string().nullable().openapi({ example: 'COAZ-000017' }),
  })
  .openapi('Member');

/** The fee a member must pay before logging in succeeds. */
export const Tariff = z
  .object({ receivableId: z.number().int(), criteriaId: z.number().int() })
  .openapi('Tariff');

/** The answer to a login. */
export const LoginAnswer = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    status: LoginStatus,
    user: MemberView,
    tariff: Tariff.nullable(),
  })
  .openapi('LoginAnswer');

/**
 * The login credentials, as a JSON body or as query parameters. `username` also takes the
 * member's Zambian mobile number, as "Forgot password?" does; the field keeps its name so that
 * older clients (and `GET login`) go on working.
 */
export const Credentials = z
  .object({
    username: Username.openapi({
      description:
        'The user name, or the member’s mobile number: a Zambian one in any usual form (`0971234567`, `+260 97 123 4567`), or one abroad with its country code (`+44 7700 900123`, `0044 7700 900123`); a number that is one account’s user name and another’s number names neither',
    }),
    password: Password,
  })
  .openapi('Credentials');

/** A plain-text integer. */
export const PlainCount = z.string().regex(/^\d+$/).openapi({ example: '116' });
