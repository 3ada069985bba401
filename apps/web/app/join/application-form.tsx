import { ApiError, NetworkError, TimeoutError } from '@coaz/api-client';
import type {
  AccountApplicationInput,
  ApplicableMembershipType,
  ApplicantKind,
} from '@coaz/api-client/membership';
import { useApiClient } from '@coaz/api-client/react';
import { professionalCategories } from '@coaz/content-data';
import { Alert, Button, PasswordField, TextField } from '@coaz/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormRefusal, focusField, formProblems, ProblemSummary } from '../member/form-problems';
import { KeptFieldsBeforeApp } from '../member/kept-fields-before-app';
import {
  NUMBER_ABROAD_FIELD_HINT,
  phoneNumberProblem,
  phoneNumberToSend,
} from '../member/member-phone-number';
import { FormNeedsJavaScript, withoutScript } from '../member/needs-javascript';
import { NRC_FIELD_HINT, NRC_NUMBER_HINT, nrcNumberAsOnCard } from '../member/nrc-number';
import { refusalMessage, waitInWords } from '../member/refusal-message';
import { SelectField } from '../member/select-field';
import { type District, useDistricts } from '../member/use-districts';
import { useKeptFields } from '../member/use-kept-fields';
import { useMembershipClient } from '../member/use-membership-client';
import { useTypedBeforeHydration } from '../member/use-typed-before-hydration';
import { ApplicantChoice } from './applicant-choice';
import {
  applicantKindFor,
  mayApplyFromAbroad,
  mayBeOrganisation,
  residenceFor,
} from './applicant-kinds';
import { documentFieldsFor, requiredDocumentOf, takesHpczNumber } from './asked-by-type';
import { categoryFieldWords } from './category-field-words';
import { documentPhotoToUpload } from './document-photo';
import { documentProblem } from './document-problem';
import { FileField } from './file-field';
import { HPCZ_NUMBER_HINT, isHpczNumber } from './hpcz-number';
import { APPLICATION_DOCUMENTS_KEPT_AS, APPLICATION_KEPT_AS } from './kept-application';
import {
  applicationCameBack,
  attachAgainNote,
  keptDraftNote,
  PASSWORD_NOT_KEPT,
} from './kept-form-notes';
import {
  DOCUMENT_NAMES,
  type DocumentField,
  documentFieldErrors,
  oversizedDocuments,
  serverFieldError,
} from './server-field-error';

type TextName =
  | 'username'
  | 'password'
  | 'confirmation'
  | 'firstName'
  | 'lastName'
  | 'nrcNumber'
  | 'phoneNumber'
  | 'email'
  | 'hpczNumber'
  | 'professionalCategory'
  | 'provinceId'
  | 'districtId'
  | 'trainingInstitution'
  | 'residence'
  | 'applicantKind'
  | 'passportNumber'
  | 'country'
  | 'organisationName'
  | 'organisationRegistration'
  // The type chosen above the form, kept with the draft (the page reads it back: `routes/join.tsx`).
  | 'membershipType';
type Errors = Partial<Record<TextName | DocumentField | 'membershipType', string>>;

const EMPTY: Record<TextName, string> = {
  username: '',
  password: '',
  confirmation: '',
  firstName: '',
  lastName: '',
  nrcNumber: '',
  phoneNumber: '',
  email: '',
  hpczNumber: '',
  professionalCategory: '',
  provinceId: '',
  districtId: '',
  trainingInstitution: '',
  residence: 'zambia',
  applicantKind: 'person',
  passportNumber: '',
  country: '',
  organisationName: '',
  organisationRegistration: '',
  membershipType: '',
};

// The fields in the order they are drawn, with their labels, for the problem summary. The type is
// chosen above the form: a refusal of it (named by the server) is said in the summary alone. An
// organisation's names are its contact person's, and are labelled so (`fieldLabels`).
const FIELD_LABELS: ReadonlyArray<readonly [keyof Errors, string]> = [
  ['membershipType', 'Membership type'],
  ['applicantKind', 'Applying as'],
  ['residence', 'Where you are'],
  ['organisationName', 'Name of the institution or organisation'],
  ['organisationRegistration', 'Registration number'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['nrcNumber', 'NRC number'],
  ['passportNumber', 'Passport number'],
  ['phoneNumber', 'Mobile number'],
  ['email', 'E-mail'],
  ['hpczNumber', 'HPCZ registration number'],
  ['trainingInstitution', 'Training institution'],
  ['professionalCategory', 'Professional category'],
  ['provinceId', 'Province'],
  ['districtId', 'District'],
  ['country', 'Country'],
  ['practisingLicence', 'Practising licence'],
  ['studentCard', 'Student card'],
  ['otherDocument', 'Other supporting document'],
  ['username', 'User name'],
  ['password', 'Password'],
  ['confirmation', 'Password again'],
];

// What the back button, a reload or a tab the phone discarded brings back: everything typed and
// chosen but the two passwords (and the files, which a browser cannot store: their names are kept
// apart, `KEPT_DOCUMENTS`, to say which to attach again). The NRC and passport numbers are kept:
// retyping them on a keypad is half the harm of a lost form, the storage is this tab's alone on the
// member's own phone, never sent anywhere and gone when the tab closes, and the draft is forgotten
// once the application is in or the member signs in (`forgetKeptApplication`). A password is a
// secret that opens the account; an NRC number is printed on a card the member shows every day.
const KEPT_FIELDS = (Object.keys(EMPTY) as TextName[]).filter(
  (name) => name !== 'password' && name !== 'confirmation',
);

const NO_DOCUMENTS: Record<DocumentField, string> = {
  practisingLicence: '',
  studentCard: '',
  otherDocument: '',
};
const KEPT_DOCUMENTS = Object.keys(NO_DOCUMENTS) as DocumentField[];

const CONTACT_LABELS: Partial<Record<keyof Errors, string>> = {
  firstName: 'Contact person’s first name',
  lastName: 'Contact person’s last name',
};

/**
 * The labels of the problem summary, by who applies (an organisation's names are its contact's)
 * and by type (a student's category is the programme they train in: `categoryFieldWords`).
 */
function fieldLabels(
  kind: ApplicantKind,
  type: ApplicableMembershipType,
): ReadonlyArray<readonly [keyof Errors, string]> {
  const category = categoryFieldWords(type).label;
  return FIELD_LABELS.map(([name, label]) => {
    if (name === 'professionalCategory') return [name, category] as const;
    return [name, (kind === 'person' ? undefined : CONTACT_LABELS[name]) ?? label] as const;
  });
}

/**
 * What the form says under "Outside Zambia": the site takes mobile money, which is Zambian, and
 * the secretariat records a bank transfer as paid (the dashboard's Pay line says the same).
 */
const PAYING_FROM_ABROAD =
  'The subscription is paid online by mobile money, which needs a Zambian mobile money account. Once you are approved, someone in Zambia can pay for you from their phone, or you can pay the secretariat by bank transfer (ask it for its bank details) and it records your payment here.';

/**
 * The identity of a signed-in account that holds no membership (its profile), which applies from
 * itself (`POST applications/mine`): what it has is the server's to take and is not asked again.
 */
export interface ApplicationAccount {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  districtId: number | null;
  country: string | null;
}

/**
 * The fields an account's application does not ask: its login, and the identity it has (the
 * server takes them from the account whatever is sent). Its NRC or passport number is asked only
 * once the server says the account has none (`askIdentity`), since the profile does not say.
 */
function fieldsFromAccount(account: ApplicationAccount, askIdentity: boolean): Set<TextName> {
  const from = new Set<TextName>(['username', 'password', 'confirmation']);
  if (account.firstName) from.add('firstName');
  if (account.lastName) from.add('lastName');
  if (account.email) from.add('email');
  if (account.phoneNumber) from.add('phoneNumber');
  if (account.country || account.districtId !== null) {
    for (const name of ['residence', 'provinceId', 'districtId', 'country'] as const)
      from.add(name);
  }
  if (!askIdentity) {
    from.add('nrcNumber');
    from.add('passportNumber');
  }
  return from;
}

/** Props of {@link ApplicationForm}. */
export interface ApplicationFormProps {
  /** The type chosen above the form. */
  membershipType: ApplicableMembershipType;
  /** Called once the application is in; the applicant is then signed in. */
  onApplied: (message: string) => void;
  /** The districts the server read for the page, so the lists need no request (null: none). */
  districts?: District[] | null;
  /** A signed-in account with no membership applying from itself; none for /join's visitor. */
  account?: ApplicationAccount;
}

/**
 * The chosen documents the form shows for `type`: a file attached under another type and left
 * behind when the applicant changed their mind (a licence, then student membership) is hidden, so
 * it is neither checked (a refusal of it would name a field that is not there) nor sent (mobile data
 * spent on a document the application does not ask for).
 */
function documentsShownFor(
  type: ApplicableMembershipType,
  files: Partial<Record<DocumentField, File>>,
): Partial<Record<DocumentField, File>> {
  const shown = documentFieldsFor(type);
  return Object.fromEntries(
    shown.flatMap((field) => (files[field] ? [[field, files[field]]] : [])),
  );
}

function checkLocally(
  values: Record<TextName, string>,
  type: ApplicableMembershipType,
  files: Partial<Record<DocumentField, File>>,
  documentProblems: Partial<Record<DocumentField, string>>,
): Errors {
  const errors: Errors = {};
  const need = (name: TextName, message: string) => {
    if (values[name].trim() === '') errors[name] = message;
  };
  const abroad = residenceFor(type, values.residence) === 'abroad';
  const organisation = applicantKindFor(type, values.applicantKind) === 'organisation';
  if (organisation) {
    need('organisationName', 'Enter the name of the institution or organisation');
    need(
      'organisationRegistration',
      'Enter the organisation’s registration number, such as its PACRA number',
    );
  }
  need(
    'firstName',
    organisation ? 'Enter the contact person’s first name' : 'Enter your first name',
  );
  need('lastName', organisation ? 'Enter the contact person’s last name' : 'Enter your last name');
  if (organisation) {
    // An organisation gives no NRC or passport number: its registration says who it is.
  } else if (!abroad || values.nrcNumber.trim() !== '') {
    if (!nrcNumberAsOnCard(values.nrcNumber)) errors.nrcNumber = NRC_NUMBER_HINT;
  } else if (!/^[A-Z0-9]{6,12}$/i.test(values.passportNumber.replace(/[\s-]/g, ''))) {
    errors.passportNumber =
      values.passportNumber.trim() === ''
        ? 'Enter your passport number, or your NRC number if you have one'
        : 'Enter the passport number as printed, 6 to 12 letters and digits';
  }
  const phoneProblem = phoneNumberProblem(values.phoneNumber, abroad ? 'abroad' : 'zambia');
  if (phoneProblem) errors.phoneNumber = phoneProblem;
  if (organisation && values.email.trim() === '')
    errors.email = 'An organisation needs an e-mail address the secretariat can use';
  // Optional, but one typed is checked here as the server checks it, not after a round trip.
  else if (values.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Enter an e-mail address such as name@example.org';
  if (takesHpczNumber(type)) {
    if (values.hpczNumber.trim() !== '' && !isHpczNumber(values.hpczNumber))
      errors.hpczNumber = HPCZ_NUMBER_HINT;
    else if (type === 'full_membership')
      need('hpczNumber', 'Full membership needs your HPCZ registration number');
  }
  if (type === 'student_membership')
    need('trainingInstitution', 'Enter the institution where you train');
  if (type !== 'affiliate_membership')
    need('professionalCategory', categoryFieldWords(type).missing);
  if (abroad) {
    need(
      'country',
      organisation
        ? 'Enter the country the organisation is in'
        : 'Enter the country where you live',
    );
  } else {
    need('provinceId', 'Choose your province');
    need('districtId', 'Choose your district');
  }
  if (!/^[a-z0-9][a-z0-9._-]{2,39}$/i.test(values.username.trim())) {
    errors.username = 'Choose a user name of 3 to 40 letters, digits, dots, dashes or underscores';
  }
  if (values.password.length < 10) errors.password = 'Choose a password of at least 10 characters';
  // Checked whatever the password's length, so a short password and a confirmation that differs
  // are both said on the first try, not the second only after the first is corrected. Left empty
  // is its own problem: with the password empty too, nothing was said of it.
  if (values.confirmation === '') errors.confirmation = 'Enter the password again';
  else if (values.confirmation !== values.password)
    errors.confirmation = 'The two passwords differ';
  const required = requiredDocumentOf(type);
  if (required && !files[required])
    errors[required] = `Attach your ${DOCUMENT_NAMES[required]} (PDF or photo)`;
  Object.assign(errors, oversizedDocuments(files));
  // What was found wrong with a shown document as it was chosen (its kind, by its first bytes).
  for (const field of Object.keys(files) as DocumentField[]) {
    const problem = documentProblems[field];
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The problems to say once a choice changed (the type, where the applicant lives, who applies),
 * given those the form's own check finds `before` and `after` it: one the check had found is said
 * as the new choice has it, or dropped when the new choice has none (an HPCZ number under a type
 * that does not need one); any other (the server's) stays until the next try.
 */
function errorsAfterChoice(current: Errors, before: Errors, after: Errors): Errors {
  const next: Errors = {};
  for (const [name, message] of Object.entries(current) as Array<[keyof Errors, string]>) {
    if (message !== before[name]) next[name] = message;
    else if (after[name]) next[name] = after[name];
  }
  return next;
}

/**
 * Documents from this size take long enough on slow mobile data (a megabyte: some 20 seconds at
 * 400 kbps, longer where the signal is weak) that the applicant is told how much goes up and to
 * wait: "Sending your application…" alone, for a minute or more, read as a page that had stuck,
 * and a reload or another press started it all again.
 */
const SLOW_SENDING_BYTES = 256 * 1024;

/** What is said under Apply while the documents go up. */
function sendingNote(bytes: number): string {
  const size =
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.round(bytes / 1024)} KB`;
  return `Sending ${size} of documents: on slow mobile data this can take a few minutes. Keep this page open until it is done.`;
}

/** Whether the answer to a request never came: the link dropped, or it took too long. */
function isAnswerLost(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError;
}

/**
 * What the dashboard says to an applicant whose application had arrived before (see `ownAccount`).
 * Where the application stands (the review, its SMS) the dashboard says once, under it.
 */
const ALREADY_APPLIED =
  'Your application had already arrived, so nothing was sent again. You are logged in.';

/**
 * What an account's form says of the identity it does not ask: the server takes it from the
 * account. Only what the dashboard's "Change my details" has a field for is sent there: it has
 * none for the name or the NRC number.
 */
const FROM_ACCOUNT =
  'Your name, mobile number, e-mail, NRC number and where you live are taken from your account, as far as it has them. Your mobile number, e-mail and where you live change under “Change my details” on your dashboard.';

/** What the dashboard says when an account's application, sent again, had arrived the first time. */
const ALREADY_APPLIED_FROM_ACCOUNT =
  'Your application had already arrived, so nothing was sent again.';

/** What it says when the user name and password are those of an account past its application. */
const ALREADY_AN_ACCOUNT =
  'You already have an account with this user name and password, so nothing was sent: you are logged in.';

/**
 * What `ownAccount` answers when its login got no answer (the link dropped again): whether the
 * user name is the applicant's own application is not known.
 */
const LOGIN_UNANSWERED = Symbol('login unanswered');

/**
 * Said when the application may have arrived but the login that would tell got no answer. Before,
 * a user name the server called taken was said to be someone else's ("choose another"), and an
 * applicant whose first try had arrived made a second application with a new name.
 */
const ARRIVAL_UNCHECKED =
  'The connection dropped before the site could check whether your application arrived. Check your connection and press “Apply for membership” again: an application that arrived is not sent twice.';

/**
 * What the form says when the server takes no more applications from this address for a while
 * (`APPLICATION_LIMIT_PER_ADDRESS` an hour, apps/server). The address is the connection's, which
 * a college's computer room, a hospital's network or an internet café gives everyone on it: "Too
 * many tries" told a student who had pressed Apply once, in a class applying together, that they
 * had tried too often, and waiting was all it offered.
 */
function sharedConnectionRefusal(error: ApiError): string {
  const body = error.body as { retryAfterSeconds?: unknown } | undefined;
  const seconds =
    error.retryAfter ??
    (typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined);
  return `Too many applications have come from this internet connection in the last hour. A connection many people share, such as a college’s or an internet café’s, counts as one: apply over another, such as your phone’s mobile data, or try again in ${waitInWords(seconds)}. What you typed is kept.`;
}

/** Beside the user name when it is someone else's, or the applicant's with another password. */
const USER_NAME_TAKEN =
  'That user name is taken: choose another. If you applied with it before, log in with it instead';

/**
 * The membership application: who the applicant is, where they work, their login, and their
 * documents. Problems are named beside their fields, the server's included, and nothing typed or
 * chosen is lost when the application is refused.
 */
export function ApplicationForm({
  membershipType,
  onApplied,
  districts: renderedDistricts,
  account,
}: ApplicationFormProps) {
  const client = useApiClient();
  const membership = useMembershipClient();
  // Read in the first render, before the kept fields' effects write the form's state back; said
  // after hydration (the server's HTML has no tab to read), beside the passwords that never come back.
  const [draftOnArrival] = useState(() => applicationCameBack(EMPTY));
  const [cameBack, setCameBack] = useState(false);
  useEffect(() => setCameBack(draftOnArrival), [draftOnArrival]);
  const districts = useDistricts(renderedDistricts);
  const [values, setValues, forgetValues] = useKeptFields(APPLICATION_KEPT_AS, EMPTY, KEPT_FIELDS);
  // The names of the documents chosen, kept so a reload can say which to attach again.
  const [attached, setAttached, forgetAttached] = useKeptFields(
    APPLICATION_DOCUMENTS_KEPT_AS,
    NO_DOCUMENTS,
    KEPT_DOCUMENTS,
  );
  const forgetTyped = () => {
    forgetValues();
    forgetAttached();
  };
  // The type goes with the draft, which the page reads back at hydration after a reload.
  useEffect(() => {
    setValues((current) =>
      current.membershipType === membershipType ? current : { ...current, membershipType },
    );
  }, [membershipType, setValues]);
  // Text in the fields before the app hydrated them: typed while the app was on its way, or put
  // back from this tab's draft by `KeptFieldsBeforeApp`. Taken before the draft is read back, which
  // then leaves these fields as they are.
  const form = useTypedBeforeHydration((typed) => {
    const known = Object.entries(typed).filter(([name]) => name in EMPTY);
    if (known.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(known) }));
  });
  const [files, setFiles] = useState<Partial<Record<DocumentField, File>>>({});
  // What is wrong with each document, found as it is chosen (its kind is read from its first bytes).
  const [documentProblems, setDocumentProblems] = useState<Partial<Record<DocumentField, string>>>(
    {},
  );
  const chosen = useRef<Partial<Record<DocumentField, File>>>({});
  const [errors, setErrors] = useState<Errors>({});
  // The last try's answer never came: the application may have arrived all the same.
  const answerLost = useRef(false);
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  // The documents' size while they go up, so a wait of minutes on slow data is expected.
  const [sendingBytes, setSendingBytes] = useState(0);
  // The account's NRC or passport number is asked once the server says it has none.
  const [askIdentity, setAskIdentity] = useState(false);
  const fromAccount = account ? fieldsFromAccount(account, askIdentity) : new Set<TextName>();
  const asked = (name: TextName) => !fromAccount.has(name);

  const field = (name: TextName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const provinces = [
    ...new Map(
      (districts.data ?? []).map((district) => [district.provinceId, district.province]),
    ).entries(),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  // An account's application is from where the account lives (the profile moves it).
  const residence = account?.country
    ? 'abroad'
    : account?.districtId != null
      ? 'zambia'
      : residenceFor(membershipType, values.residence);
  const applicantKind = applicantKindFor(membershipType, values.applicantKind);
  const abroad = residence === 'abroad';
  const organisation = applicantKind === 'organisation';
  const labels = fieldLabels(applicantKind, membershipType);
  const categoryWords = categoryFieldWords(membershipType);
  const check = (typed: Record<TextName, string>, type: ApplicableMembershipType) =>
    checkLocally(typed, type, documentsShownFor(type, files), documentProblems);
  const choose = (name: 'residence' | 'applicantKind') => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((current) =>
      errorsAfterChoice(current, check(values, membershipType), check(next, membershipType)),
    );
  };
  // The type is chosen above the form: its messages follow it as they follow the choices below.
  const [typeOfErrors, setTypeOfErrors] = useState(membershipType);
  if (typeOfErrors !== membershipType) {
    setTypeOfErrors(membershipType);
    setErrors((current) =>
      errorsAfterChoice(current, check(values, typeOfErrors), check(values, membershipType)),
    );
  }
  const districtsOfProvince = (districts.data ?? []).filter(
    (district) => String(district.provinceId) === values.provinceId,
  );

  // A new choice is checked at once and its problem (or none) replaces what was said beside the
  // field: "Attach your practising licence" stayed beside "Chosen: licence.pdf", and "larger than
  // 5 MB" beside the smaller file chosen after it, until Apply was pressed again.
  // What was said of a document's previous file, dropped as soon as another is chosen, not a
  // second later once a photo is made smaller and handed on (`chooseDocument`).
  const forgetDocumentProblem = (field: DocumentField) => () => {
    setErrors(({ [field]: _replaced, ...rest }) => rest);
    setDocumentProblems(({ [field]: _replaced, ...rest }) => rest);
  };
  const chooseDocument = (field: DocumentField) => (file: File | undefined) => {
    chosen.current[field] = file;
    setFiles((current) => ({ ...current, [field]: file }));
    setAttached((current) => ({ ...current, [field]: file?.name ?? '' }));
    forgetDocumentProblem(field)();
    if (!file) return;
    void documentProblem(DOCUMENT_NAMES[field], file).then((problem) => {
      if (!problem || chosen.current[field] !== file) return;
      setDocumentProblems((current) => ({ ...current, [field]: problem }));
      setErrors((current) => ({ ...current, [field]: problem }));
    });
  };

  /**
   * Logs in with the user name and password typed, for an application that may have arrived
   * though its answer was lost (a link that dropped while the documents went up): answers the
   * notice for the dashboard when they are an account's, else undefined. Without this the next
   * press was refused as "That user name is taken; choose another", and an applicant who did so
   * made a second application the secretariat had to tell apart from the first.
   */
  const ownAccount = async (): Promise<string | undefined | typeof LOGIN_UNANSWERED> => {
    try {
      const outcome = await client.auth.login(values.username.trim(), values.password);
      return outcome.kind === 'incomplete-registration' ? ALREADY_APPLIED : ALREADY_AN_ACCOUNT;
    } catch (error) {
      // No answer says nothing of whose the user name is: the link is still down.
      return isAnswerLost(error) ? LOGIN_UNANSWERED : undefined;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The messages are drawn first, then the cursor moves to the first field named: on a phone
    // the Apply button is far below it, and the field scrolls into view with the cursor.
    const showProblems = (found: Errors) => {
      flushSync(() => setErrors(found));
      const first = labels.find(([name]) => found[name]);
      if (first) focusField(form, first[0]);
    };
    const documents = documentsShownFor(membershipType, files);
    const found = checkLocally(values, membershipType, documents, documentProblems);
    for (const name of fromAccount) delete found[name];
    setFailure(undefined);
    showProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setSendingBytes(Object.values(documents).reduce((total, file) => total + file.size, 0));
    try {
      // Asked first after a lost answer, so the documents are not sent again if they arrived.
      const notice = answerLost.current && !account ? await ownAccount() : undefined;
      if (notice === LOGIN_UNANSWERED) {
        // Still no link: the documents are not sent again into it, and the next press asks again.
        setFailure(ARRIVAL_UNCHECKED);
        return;
      }
      if (notice) {
        forgetTyped();
        onApplied(notice);
        return;
      }
      answerLost.current = false;
      const typed = (name: TextName) => values[name].trim() || undefined;
      // Only the fields shown for the choices made are sent: one typed under another choice and
      // left behind (an NRC number before "An institution or organisation") is not the applicant's.
      const fields = {
        membershipType,
        residence,
        applicantKind,
        username: values.username.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(organisation
          ? {
              organisationName: typed('organisationName'),
              organisationRegistration: typed('organisationRegistration'),
            }
          : {
              nrcNumber: nrcNumberAsOnCard(values.nrcNumber) ?? typed('nrcNumber'),
              ...(abroad && { passportNumber: typed('passportNumber') }),
            }),
        phoneNumber: phoneNumberToSend(values.phoneNumber),
        email: typed('email'),
        hpczNumber: takesHpczNumber(membershipType) ? typed('hpczNumber') : undefined,
        professionalCategory: organisation ? undefined : values.professionalCategory || undefined,
        ...(abroad
          ? { country: typed('country') }
          : { provinceId: Number(values.provinceId), districtId: Number(values.districtId) }),
        trainingInstitution: typed('trainingInstitution'),
      };
      // An account's identity is the server's to take from it: only what the form asked is sent.
      const receipt = account
        ? await membership.applyFromAccount(
            Object.fromEntries(
              Object.entries(fields).filter(([name]) => asked(name as TextName)),
            ) as AccountApplicationInput,
            documents,
          )
        : await membership.apply(fields, documents);
      forgetTyped();
      onApplied(receipt.message);
    } catch (error) {
      answerLost.current = isAnswerLost(error);
      // Sent again after an answer that never came: the first had arrived.
      if (account && error instanceof ApiError && error.code === 'application_exists') {
        forgetTyped();
        onApplied(ALREADY_APPLIED_FROM_ACCOUNT);
        return;
      }
      if (error instanceof ApiError && error.code === 'username_taken') {
        const notice = await ownAccount();
        if (notice === LOGIN_UNANSWERED) {
          // The name may be the applicant's own application, which the login could not check:
          // "choose another" here made a second application of the same person.
          answerLost.current = true;
          setFailure(ARRIVAL_UNCHECKED);
          return;
        }
        if (notice) {
          forgetTyped();
          onApplied(notice);
          return;
        }
        showProblems({ username: USER_NAME_TAKEN });
        return;
      }
      const message =
        error instanceof ApiError && error.status === 429
          ? sharedConnectionRefusal(error)
          : refusalMessage(error, 'The application could not be sent');
      const named = serverFieldError(message);
      const refused: Errors | undefined =
        documentFieldErrors(error, documents) ??
        // A field the form does not know would be marked nowhere: such a refusal is said whole.
        (labels.some(([name]) => name === named.field) && error instanceof ApiError
          ? { [named.field as string]: named.message }
          : undefined);
      if (refused) {
        // The account has no NRC or passport number: the field is shown to be filled in.
        if (refused.nrcNumber || refused.passportNumber) flushSync(() => setAskIdentity(true));
        showProblems(refused);
      } else {
        setFailure(message);
      }
    } finally {
      setSending(false);
    }
  };

  // A document this tab remembers choosing, with no file now: the form came back (Back, a reload).
  const attachAgain = (field: DocumentField) =>
    !files[field] && attached[field] !== ''
      ? attachAgainNote(DOCUMENT_NAMES[field], attached[field], !account)
      : undefined;

  return (
    <>
      <form
        {...withoutScript}
        ref={form}
        data-kept-as={APPLICATION_KEPT_AS}
        className="member-form"
        onSubmit={submit}
        noValidate
        aria-label="Membership application"
      >
        <FormNeedsJavaScript />
        {/* A polite region drawn empty with the page, filled once the app has read this tab's
            draft: a region drawn with its words is not reliably read. The cursor stays where the
            browser put it. */}
        <div role="status">
          {cameBack ? (
            <Alert tone="info" live={false}>
              {keptDraftNote(!account)}
            </Alert>
          ) : null}
        </div>
        {failure ? <FormRefusal message={failure} /> : null}
        <ProblemSummary problems={formProblems(errors, labels)} />
        {mayBeOrganisation(membershipType) ? (
          <ApplicantChoice
            legend="Applying as"
            name="applicantKind"
            value={applicantKind}
            options={[
              ['person', 'A person, for myself'],
              ['organisation', 'An institution or organisation, through its contact person'],
            ]}
            onChange={choose('applicantKind')}
          />
        ) : null}
        {mayApplyFromAbroad(membershipType) && asked('residence') ? (
          <ApplicantChoice
            legend={organisation ? 'Where is the organisation?' : 'Where do you live?'}
            name="residence"
            value={residence}
            options={[
              ['zambia', 'In Zambia'],
              ['abroad', 'Outside Zambia'],
            ]}
            onChange={choose('residence')}
          >
            {abroad ? <p className="coaz-field__hint">{PAYING_FROM_ABROAD}</p> : null}
          </ApplicantChoice>
        ) : null}
        {organisation ? (
          <fieldset className="member-fieldset">
            <legend>The organisation</legend>
            <TextField
              label="Name of the institution or organisation"
              autoComplete="organization"
              required
              {...field('organisationName')}
            />
            <TextField
              label="Registration number"
              hint="Its PACRA, HPCZ or other registration number"
              required
              {...field('organisationRegistration')}
            />
          </fieldset>
        ) : null}
        <fieldset className="member-fieldset">
          <legend>{organisation ? 'Its contact person' : 'About you'}</legend>
          {account ? <p className="coaz-field__hint">{FROM_ACCOUNT}</p> : null}
          {asked('firstName') ? (
            <TextField
              label={organisation ? 'Contact person’s first name' : 'First name'}
              autoComplete="given-name"
              required
              {...field('firstName')}
            />
          ) : null}
          {asked('lastName') ? (
            <TextField
              label={organisation ? 'Contact person’s last name' : 'Last name'}
              autoComplete="family-name"
              required
              {...field('lastName')}
            />
          ) : null}
          {organisation || !asked('nrcNumber') ? null : (
            <TextField
              label={abroad ? 'NRC number (if you have one)' : 'NRC number'}
              hint={NRC_FIELD_HINT}
              inputMode="numeric"
              required={!abroad}
              {...field('nrcNumber')}
            />
          )}
          {!organisation && abroad && asked('passportNumber') ? (
            <TextField
              label="Passport number"
              hint="Needed if you have no NRC"
              autoCapitalize="characters"
              {...field('passportNumber')}
            />
          ) : null}
          {asked('phoneNumber') ? (
            <TextField
              label="Mobile number"
              hint={abroad ? NUMBER_ABROAD_FIELD_HINT : 'Zambian number, such as 0971234567'}
              type="tel"
              autoComplete="tel"
              required
              {...field('phoneNumber')}
            />
          ) : null}
          {asked('email') ? (
            <TextField
              label={organisation ? 'E-mail' : 'E-mail (optional)'}
              type="email"
              autoComplete="email"
              required={organisation}
              {...field('email')}
            />
          ) : null}
        </fieldset>
        <fieldset className="member-fieldset">
          <legend>{organisation ? 'Where the organisation is' : 'Your practice'}</legend>
          {takesHpczNumber(membershipType) ? (
            <TextField
              label="HPCZ registration number"
              hint="Health Professions Council of Zambia"
              required={membershipType === 'full_membership'}
              {...field('hpczNumber')}
            />
          ) : null}
          {membershipType === 'student_membership' ? (
            <TextField label="Training institution" required {...field('trainingInstitution')} />
          ) : null}
          {organisation ? null : (
            <SelectField
              label={categoryWords.label}
              hint={categoryWords.hint}
              required={membershipType !== 'affiliate_membership'}
              {...field('professionalCategory')}
            >
              <option value="">{categoryWords.placeholder}</option>
              {professionalCategories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </SelectField>
          )}
          {!asked('country') ? null : abroad ? (
            <TextField label="Country" autoComplete="country-name" required {...field('country')} />
          ) : (
            <>
              <SelectField
                label="Province"
                required
                {...field('provinceId')}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    provinceId: event.target.value,
                    districtId: '',
                  }))
                }
              >
                <option value="">
                  {districts.isPending ? 'Loading provinces…' : 'Choose a province'}
                </option>
                {provinces.map(([id, name]) => (
                  <option key={id} value={String(id)}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <SelectField label="District" required {...field('districtId')}>
                <option value="">
                  {values.provinceId ? 'Choose a district' : 'Choose a province first'}
                </option>
                {districtsOfProvince.map((district) => (
                  <option key={district.id} value={String(district.id)}>
                    {district.name}
                  </option>
                ))}
              </SelectField>
              {districts.isError ? (
                <Alert tone="error">
                  The districts could not be loaded; check your connection and reload.
                </Alert>
              ) : null}
            </>
          )}
        </fieldset>
        <fieldset className="member-fieldset">
          <legend>Supporting documents</legend>
          <p className="coaz-field__hint">
            PDF or a photo (JPEG, PNG, WebP), 5 MB each at most. Only the secretariat sees them.
            They are deleted if the application stays incomplete for 90 days, or 180 days after it
            is not approved.
          </p>
          {documentFieldsFor(membershipType).includes('practisingLicence') ? (
            <FileField
              shrink={documentPhotoToUpload}
              label="Practising licence"
              name="practisingLicence"
              required={requiredDocumentOf(membershipType) === 'practisingLicence'}
              file={files.practisingLicence}
              hint={attachAgain('practisingLicence')}
              error={errors.practisingLicence}
              onChosen={forgetDocumentProblem('practisingLicence')}
              onChange={chooseDocument('practisingLicence')}
            />
          ) : null}
          {documentFieldsFor(membershipType).includes('studentCard') ? (
            <FileField
              shrink={documentPhotoToUpload}
              label="Student card"
              name="studentCard"
              required
              file={files.studentCard}
              hint={attachAgain('studentCard')}
              error={errors.studentCard}
              onChosen={forgetDocumentProblem('studentCard')}
              onChange={chooseDocument('studentCard')}
            />
          ) : null}
          <FileField
            shrink={documentPhotoToUpload}
            label="Other supporting document (optional)"
            name="otherDocument"
            file={files.otherDocument}
            hint={attachAgain('otherDocument')}
            error={errors.otherDocument}
            onChosen={forgetDocumentProblem('otherDocument')}
            onChange={chooseDocument('otherDocument')}
          />
        </fieldset>
        {account ? null : (
          <fieldset className="member-fieldset">
            <legend>Your login</legend>
            <TextField
              label="User name"
              // The rule is said before the first try, as the password's is.
              hint="3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              required
              {...field('username')}
            />
            <PasswordField
              label="Password"
              hint={cameBack ? PASSWORD_NOT_KEPT : 'At least 10 characters'}
              autoComplete="new-password"
              required
              {...field('password')}
            />
            <PasswordField
              label="Password again"
              autoComplete="new-password"
              showLabel="Show repeated password"
              required
              {...field('confirmation')}
            />
          </fieldset>
        )}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending your application…' : 'Apply for membership'}
        </Button>
        {/* Always there, so a screen reader hears what is put in it. */}
        <p role="status" className="coaz-field__hint">
          {sending && sendingBytes >= SLOW_SENDING_BYTES ? sendingNote(sendingBytes) : null}
        </p>
      </form>
      {/* Right after the form: before the app runs, shows what this tab kept of it. */}
      <KeptFieldsBeforeApp keptAs={APPLICATION_KEPT_AS} />
    </>
  );
}
