import { professionalCategories } from '@coaz/content-data';
import { z } from '@hono/zod-openapi';
import { listChoice, omissible, plainText } from '../http/input-schemas';
import { NewPassword } from '../member/member-schemas';
import {
  memberPhoneNumber,
  numberWithCountryCode,
  PHONE_NUMBER_WORDS,
  phoneNumberWords,
} from '../membership/member-phone-number';
import { APPLICABLE_MEMBERSHIP_TYPES } from '../membership/membership-rules';
import { DEMO_ACCOUNTS } from '../seed/seed-demo';
import {
  type ApplicantKind,
  applicantKindAllowed,
  type Residence,
  residenceAllowed,
} from './applicant-kinds';
import { hpczNumberInput } from './hpcz-number-input';
import { nrcNumberInput } from './nrc-number-input';
import { passportNumberInput } from './passport-number-input';

/** A field that may be left out or sent empty (a form sends every field, empty or not). */
const ZAMBIAN_NUMBER = PHONE_NUMBER_WORDS.zambia;

/** The fields of a membership application, as JSON or as multipart form fields. */
const SubmittedFields = z.object({
  membershipType: z.enum(APPLICABLE_MEMBERSHIP_TYPES, {
    message: 'Choose a membership type from the list',
  }),
  residence: omissible(
    z.enum(['zambia', 'abroad'], { message: 'Say whether you are in Zambia or outside it' }),
  ).openapi({
    description:
      'Where the applicant (or the organisation) is: `abroad` for associate and affiliate ' +
      'membership only. Default `zambia`',
  }),
  applicantKind: omissible(
    z.enum(['person', 'organisation'], {
      message: 'Say whether you apply as a person or for an organisation',
    }),
  ).openapi({
    description:
      '`organisation` for an institution applying for affiliate membership through a contact ' +
      'person (the name fields are theirs). Default `person`',
  }),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9][a-z0-9._-]{2,39}$/,
      'Choose a user name of 3 to 40 letters, digits, dots, dashes or underscores',
    )
    // A production start treats these names as the demo's: a database holding one is refused
    // unless ACCEPT_DEMO_DATABASE is set (demo-database-check.ts), and then the account is locked
    // whatever its password (lockDemoAccounts) and the public counts leave it out. A production
    // database that never ran the demo has them free, and an applicant who took one would be
    // treated as the demo. They are said to be taken, as they are wherever the demo ran.
    .refine((name) => !DEMO_ACCOUNTS.some((account) => account.username === name), {
      message: 'That user name is taken; choose another',
    }),
  password: NewPassword,
  firstName: plainText(1, 100),
  lastName: plainText(1, 100),
  nrcNumber: omissible(nrcNumberInput()).openapi({
    description: 'Required of a person in Zambia; abroad, this or `passportNumber`',
  }),
  passportNumber: omissible(passportNumberInput()).openapi({
    description: 'Abroad, for a person without an NRC; ignored in Zambia',
  }),
  phoneNumber: z.string({ message: ZAMBIAN_NUMBER }).trim().max(30, ZAMBIAN_NUMBER).openapi({
    description:
      'A Zambian mobile number; abroad, any mobile number with its country code (`+` or `00`)',
  }),
  email: omissible(z.email('Enter an e-mail address such as name@example.org').max(200)).openapi({
    description: 'Required of an organisation',
  }),
  hpczNumber: omissible(hpczNumberInput()).openapi({
    description:
      'Health Professions Council of Zambia registration number: required for full membership; ' +
      'letters, digits and `/ - .` or spaces, with at least one digit, at most 30 characters',
  }),
  professionalCategory: omissible(
    z.enum(professionalCategories.map((category) => category.slug) as [string, ...string[]], {
      message: 'Choose a professional category from the list',
    }),
  ),
  provinceId: omissible(listChoice('Choose your province from the list', { fromText: true })),
  districtId: omissible(listChoice('Choose your district from the list', { fromText: true })),
  country: omissible(plainText(2, 100)).openapi({ description: 'Required abroad' }),
  trainingInstitution: omissible(plainText(1, 200)),
  organisationName: omissible(plainText(2, 200)),
  organisationRegistration: omissible(plainText(2, 100)).openapi({
    description: 'Its registration number, such as a PACRA or HPCZ number',
  }),
});

type Submitted = z.infer<typeof SubmittedFields>;

/** The stored form of the mobile number, by where the applicant is; undefined when it is none. */
function phoneNumberOf(application: Submitted): string | undefined {
  return memberPhoneNumber(application.phoneNumber, application.residence ?? 'zambia');
}

/** What each membership type, applicant kind and residence asks for; see the README's decision. */
function checkPerType(application: Submitted, context: z.RefinementCtx) {
  const need = (field: keyof Submitted, message: string) => {
    if (application[field] === undefined)
      context.addIssue({ code: 'custom', path: [field], message });
  };
  const type = application.membershipType;
  const abroad = application.residence === 'abroad';
  const organisation = application.applicantKind === 'organisation';
  if (!residenceAllowed(type, application.residence ?? 'zambia')) {
    context.addIssue({
      code: 'custom',
      path: ['residence'],
      message: 'Only associate and affiliate membership can be applied for from outside Zambia',
    });
  }
  if (!applicantKindAllowed(type, application.applicantKind ?? 'person')) {
    context.addIssue({
      code: 'custom',
      path: ['applicantKind'],
      message: 'Only affiliate membership can be held by an institution or organisation',
    });
  }
  if (organisation) {
    need('organisationName', 'Enter the name of the institution or organisation');
    need(
      'organisationRegistration',
      'Enter the organisation’s registration number, such as its PACRA number',
    );
  } else if (abroad && !application.nrcNumber) {
    need('passportNumber', 'Enter your passport number, or your NRC number if you have one');
  } else {
    need('nrcNumber', 'Enter the NRC number as on the card, such as 123456/10/1');
  }
  if (!phoneNumberOf(application)) {
    context.addIssue({
      code: 'custom',
      path: ['phoneNumber'],
      message: phoneNumberWords(application.phoneNumber, application.residence ?? 'zambia'),
    });
  }
  if (organisation)
    need('email', 'An organisation needs an e-mail address the secretariat can use');
  if (type === 'full_membership')
    need('hpczNumber', 'Full membership needs your HPCZ registration number');
  if (type === 'student_membership') {
    need('trainingInstitution', 'Student membership needs the institution where you train');
  }
  // A student names the programme they train in, kept as `professionalCategory` with the same
  // slugs: a student is not yet of the category, and the card and the public check say "Training
  // in" for a student membership (README, "A student's category is their programme.").
  if (type === 'student_membership') {
    need('professionalCategory', 'Choose the programme you are training in');
  } else if (type !== 'affiliate_membership') {
    need('professionalCategory', 'Choose your professional category');
  }
  if (abroad) {
    need(
      'country',
      organisation
        ? 'Enter the country the organisation is in'
        : 'Enter the country where you live',
    );
  } else {
    need('provinceId', 'Choose your province from the list');
    need('districtId', 'Choose your district from the list');
  }
  // A password reset may name the account by mobile number, and a user name is looked up
  // first: one that is another person's number would take that person's reset codes to the
  // applicant's phone. The applicant's own number is theirs to use as a user name. Read as a
  // login reads it, so a name of digits after `00` (a number abroad) counts too.
  const usernameAsNumber = numberWithCountryCode(application.username);
  if (usernameAsNumber && usernameAsNumber !== phoneNumberOf(application)) {
    context.addIssue({
      code: 'custom',
      path: ['username'],
      message:
        'A user name that is a mobile number must be your own; use your mobile number below, or choose letters',
    });
  }
}

/**
 * The application as stored: the phone number in its stored form, and every field that does not
 * apply to the type, kind and residence dropped (null), so a value typed under one choice and left
 * behind under another is never stored: an organisation has no NRC, an applicant abroad no
 * district, a full member no training institution.
 */
function asStored(application: Submitted) {
  const residence: Residence = application.residence ?? 'zambia';
  const applicantKind: ApplicantKind = application.applicantKind ?? 'person';
  const type = application.membershipType;
  const person = applicantKind === 'person';
  const abroad = residence === 'abroad';
  // The form asks for an HPCZ number of those who are or were clinical officers in practice.
  const practitioner =
    type === 'full_membership' || type === 'associate_membership' || type === 'retired_membership';
  return {
    membershipType: type,
    residence,
    applicantKind,
    username: application.username,
    password: application.password,
    firstName: application.firstName,
    lastName: application.lastName,
    nrcNumber: person ? (application.nrcNumber ?? null) : null,
    passportNumber: person && abroad ? (application.passportNumber ?? null) : null,
    phoneNumber: phoneNumberOf(application) ?? application.phoneNumber,
    email: application.email?.toLowerCase() ?? null,
    hpczNumber: practitioner ? (application.hpczNumber ?? null) : null,
    professionalCategory: person ? (application.professionalCategory ?? null) : null,
    trainingInstitution:
      type === 'student_membership' ? (application.trainingInstitution ?? null) : null,
    provinceId: abroad ? null : (application.provinceId ?? null),
    districtId: abroad ? null : (application.districtId ?? null),
    country: abroad ? (application.country ?? null) : null,
    organisationName: person ? null : (application.organisationName ?? null),
    organisationRegistration: person ? null : (application.organisationRegistration ?? null),
  };
}

/**
 * The fields of a membership application, as JSON or as multipart form fields, checked for the
 * membership type, the kind of applicant and where they are (the README's "What each applicant
 * is asked for"), and answered in the form they are stored.
 */
export const ApplicationFields = SubmittedFields.superRefine(checkPerType)
  .transform(asStored)
  .openapi('ApplicationFields');

/** A checked application. */
export type ApplicationInput = z.infer<typeof ApplicationFields>;

/**
 * The fields of an application sent from an account that holds no membership
 * (`POST applications/mine`): those of /join less the user name and password, which the account
 * has. The route fills in the identity the account already has (names, NRC or passport, mobile
 * number, e-mail, where it lives) before this checks them, whatever was sent for them.
 */
export const AccountApplicationFields = SubmittedFields.omit({ username: true, password: true })
  .superRefine((application, context) =>
    checkPerType({ ...application, username: '', password: '' }, context),
  )
  .transform((application) => {
    const {
      username: _username,
      password: _password,
      ...stored
    } = asStored({
      ...application,
      username: '',
      password: '',
    });
    return stored;
  })
  .openapi('AccountApplicationFields');
