import { professionalCategories } from '@coaz/content-data';
import { z } from '@hono/zod-openapi';
import { listChoice, plainText } from '../http/input-schemas';
import { NewPassword } from '../member/member-schemas';
import { APPLICABLE_MEMBERSHIP_TYPES } from '../membership/membership-rules';
import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';
import { DEMO_ACCOUNTS } from '../seed/seed-demo';
import { nrcNumberInput } from './nrc-number-input';
import { zambianMobileNumberInput } from './zambian-mobile-number-input';

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    plainText(1, max).optional(),
  );

/** The fields of a membership application, as JSON or as multipart form fields. */
export const ApplicationFields = z
  .object({
    membershipType: z.enum(APPLICABLE_MEMBERSHIP_TYPES, {
      message: 'Choose a membership type from the list',
    }),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^[a-z0-9][a-z0-9._-]{2,39}$/,
        'Choose a user name of 3 to 40 letters, digits, dots, dashes or underscores',
      )
      // A production start treats these names as the demo's (lockDemoAccounts): it takes away
      // the account's phone number when it is the demo's, locks it when its password is the
      // published one, and the public counts leave it out. A production database that never ran
      // the demo has them free, and an applicant who took one would be treated as the demo. They
      // are said to be taken, as they are wherever the demo ran.
      .refine((name) => !DEMO_ACCOUNTS.some((account) => account.username === name), {
        message: 'That user name is taken; choose another',
      }),
    password: NewPassword,
    firstName: plainText(1, 100),
    lastName: plainText(1, 100),
    nrcNumber: nrcNumberInput(),
    phoneNumber: zambianMobileNumberInput(
      'Enter a Zambian mobile number such as 0971234567 or +260971234567',
    ),
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.email('Enter an e-mail address such as name@example.org').max(200).optional(),
    ),
    hpczNumber: optionalText(40),
    professionalCategory: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(professionalCategories.map((category) => category.slug) as [string, ...string[]], {
          message: 'Choose a professional category from the list',
        })
        .optional(),
    ),
    provinceId: listChoice('Choose your province from the list', { fromText: true }),
    districtId: listChoice('Choose your district from the list', { fromText: true }),
    trainingInstitution: optionalText(200),
  })
  .superRefine((application, context) => {
    if (application.membershipType === 'full_membership' && !application.hpczNumber) {
      context.addIssue({
        code: 'custom',
        path: ['hpczNumber'],
        message: 'Full membership needs your HPCZ registration number',
      });
    }
    if (application.membershipType === 'student_membership' && !application.trainingInstitution) {
      context.addIssue({
        code: 'custom',
        path: ['trainingInstitution'],
        message: 'Student membership needs the institution where you train',
      });
    }
    if (
      application.membershipType !== 'affiliate_membership' &&
      !application.professionalCategory
    ) {
      context.addIssue({
        code: 'custom',
        path: ['professionalCategory'],
        message: 'Choose your professional category',
      });
    }
    // A password reset may name the account by mobile number, and a user name is looked up
    // first: one that is another person's number would take that person's reset codes to the
    // applicant's phone. The applicant's own number is theirs to use as a user name.
    const usernameAsNumber = anyZambianMobileNumber(application.username);
    if (usernameAsNumber && usernameAsNumber !== application.phoneNumber) {
      context.addIssue({
        code: 'custom',
        path: ['username'],
        message:
          'A user name that is a mobile number must be your own; use your mobile number below, or choose letters',
      });
    }
  });

/** A checked application. */
export type ApplicationInput = z.infer<typeof ApplicationFields>;
