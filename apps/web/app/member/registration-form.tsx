import { useApiClient, useCurrentUser } from '@coaz/api-client/react';
import { Alert, Button, TextField } from '@coaz/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { serverFieldError } from '../join/server-field-error';
import { FormRefusal, focusField, formProblems, ProblemSummary } from './form-problems';
import { withoutScript } from './needs-javascript';
import { NRC_FIELD_HINT, NRC_NUMBER_HINT, nrcNumberAsOnCard } from './nrc-number';
import { refusalMessage } from './refusal-message';
import { SelectField } from './select-field';
import { useDistricts } from './use-districts';
import { useKeptFields } from './use-kept-fields';
import { useMembershipClient } from './use-membership-client';
import {
  formatMobileNumber,
  MOBILE_NUMBER_HINT,
  mobileNumberDigits,
  mobileNumberToSend,
} from './zambian-mobile-number';

/** What the member service answers once a registration is recorded. */
export interface RegistrationResult {
  status: 'ACTIVE' | 'PENDING_PAYMENT';
  message: string;
}

/** Props of {@link RegistrationForm}. */
export interface RegistrationFormProps {
  /** Called once the server has recorded the particulars. */
  onRegistered: (result: RegistrationResult) => void;
}

// A type, not an interface, so it is a record of strings that useKeptFields takes.
type Particulars = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  nrcNumber: string;
  districtId: string;
};

type FieldErrors = Partial<Record<keyof Particulars, string>>;

const EMPTY_PARTICULARS: Particulars = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  nrcNumber: '',
  districtId: '',
};

// The fields in the order they are drawn, with their labels, for the problem summary.
const FIELD_LABELS: ReadonlyArray<readonly [keyof Particulars, string]> = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['phoneNumber', 'Mobile number'],
  ['nrcNumber', 'NRC number'],
  ['districtId', 'District'],
];

// The same rules as the member service, so most mistakes are named before anything is sent.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fieldErrors(particulars: Particulars): FieldErrors {
  const errors: FieldErrors = {};
  if (particulars.firstName.trim() === '') errors.firstName = 'Enter your first name';
  if (particulars.lastName.trim() === '') errors.lastName = 'Enter your last name';
  // Optional, as on /join: many members have none. One typed is checked before it is sent.
  if (particulars.email.trim() !== '' && !EMAIL.test(particulars.email.trim()))
    errors.email = 'Enter an e-mail address such as name@example.org';
  if (!mobileNumberDigits(particulars.phoneNumber)) errors.phoneNumber = MOBILE_NUMBER_HINT;
  if (!nrcNumberAsOnCard(particulars.nrcNumber)) errors.nrcNumber = NRC_NUMBER_HINT;
  if (particulars.districtId === '') errors.districtId = 'Choose your district';
  return errors;
}

/**
 * The INCOMPLETE_REGISTRATION follow-up: the member's names, contacts, NRC number and district,
 * sent with the session the login opened. Errors are named beside their fields, the server's
 * reason above the form, and nothing typed is lost.
 */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const client = useApiClient();
  const membership = useMembershipClient();
  const districts = useDistricts();
  const [particulars, setParticulars, forgetTyped] = useKeptFields<Particulars>(
    'registration',
    EMPTY_PARTICULARS,
    Object.keys(EMPTY_PARTICULARS) as (keyof Particulars)[],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  // What the association already holds of the member (the secretariat often records the mobile
  // number, sometimes the name) is filled in once it arrives, into the fields still empty: the
  // member confirms it rather than types it again, and nothing typed or kept is overwritten.
  const { data: member } = useCurrentUser();
  const prefilled = useRef(false);
  useEffect(() => {
    if (!member || prefilled.current) return;
    prefilled.current = true;
    const known: Partial<Particulars> = {
      firstName: member.firstName ?? '',
      lastName: member.lastName ?? '',
      email: member.email ?? '',
      phoneNumber: member.phoneNumber ? formatMobileNumber(member.phoneNumber) : '',
      districtId: member.districtId ? String(member.districtId) : '',
    };
    setParticulars((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(known) as [keyof Particulars, string][]) {
        if (next[name] === '' && value !== '') next[name] = value;
      }
      return next;
    });
  }, [member, setParticulars]);
  const save = useMutation({
    mutationFn: (sent: Particulars) =>
      client.http.post<RegistrationResult>('registration', {
        json: {
          firstName: sent.firstName.trim(),
          lastName: sent.lastName.trim(),
          email: sent.email.trim() || undefined,
          phoneNumber: mobileNumberToSend(sent.phoneNumber),
          nrcNumber: nrcNumberAsOnCard(sent.nrcNumber) ?? sent.nrcNumber.trim(),
          districtId: Number(sent.districtId),
        },
      }),
  });

  const field = (name: keyof Particulars) => ({
    name,
    value: particulars[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setParticulars((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors(particulars);
    const form = event.currentTarget;
    // The messages are drawn first, then the cursor moves to the first field named.
    flushSync(() => setErrors(found));
    const first = FIELD_LABELS.find(([name]) => found[name]);
    if (first) {
      focusField(form, first[0]);
      return;
    }
    save.mutate(particulars, {
      onSuccess: (result) => {
        membership.adoptTokens(result);
        forgetTyped();
        onRegistered(result);
      },
      onError: (error) => {
        // A refusal that names a field ("nrcNumber: an account with this NRC number already
        // exists") is said beside that field, which takes the cursor, as the form's own checks are.
        const named = serverFieldError(error.message);
        const refused = FIELD_LABELS.find(([name]) => name === named.field);
        if (!refused) return;
        flushSync(() => setErrors({ [refused[0]]: named.message }));
        focusField(form, refused[0]);
      },
    });
  };

  return (
    <form
      {...withoutScript}
      className="member-form"
      onSubmit={submit}
      noValidate
      aria-label="Finish registration"
    >
      {save.isError && !serverFieldError(save.error.message).field ? (
        <FormRefusal message={refusalMessage(save.error)} />
      ) : null}
      <ProblemSummary problems={formProblems({ ...errors }, FIELD_LABELS)} />
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        {...field('email')}
        required={false}
      />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        hint="Such as 0971234567."
        {...field('phoneNumber')}
      />
      <TextField
        label="NRC number"
        hint={`${NRC_FIELD_HINT}.`}
        inputMode="numeric"
        {...field('nrcNumber')}
      />
      {districts.isError ? (
        <Alert tone="error">Failed to load the districts. Reload the page to try again.</Alert>
      ) : null}
      <SelectField label="District" {...field('districtId')}>
        <option value="">{districts.isPending ? 'Loading districts…' : 'Choose a district'}</option>
        {(districts.data ?? []).map((district) => (
          <option key={district.id} value={district.id}>
            {district.name}, {district.province}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Finish registration'}
      </Button>
    </form>
  );
}
