import { ApiError } from '@coaz/api-client';
import type {
  ApplicableMembershipType,
  ApplicantResidence,
  MembershipApplication,
} from '@coaz/api-client/membership';
import { useCurrentUser } from '@coaz/api-client/react';
import { Alert, Button, PasswordField, TextField } from '@coaz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';
import { ApplicantChoice } from '../join/applicant-choice';
import { mayApplyFromAbroad } from '../join/applicant-kinds';
import { FileField } from '../join/file-field';
import { serverFieldError } from '../join/server-field-error';
import { useOpenInView } from '../studio/use-open-in-view';
import { CurrentPhoto } from './current-photo';
import { focusField, formProblems, ProblemSummary } from './form-problems';
import {
  NUMBER_ABROAD_FIELD_HINT,
  phoneNumberProblem,
  phoneNumberToSend,
} from './member-phone-number';
import { withoutScript } from './needs-javascript';
import { forgetPhoneCodeStep, keepPhoneCodeStep, keptPhoneCodeStep } from './phone-code-step';
import { photoSendingNote, profilePhotoToUpload } from './profile-photo';
import { refusalMessage } from './refusal-message';
import { SelectField } from './select-field';
import { useDistricts } from './use-districts';
import { useKeptMemberForm } from './use-kept-member-form';
import { membershipKeys, useMembershipSummary } from './use-membership';
import { useMembershipClient } from './use-membership-client';
import { formatMobileNumber } from './zambian-mobile-number';

type Notice = { tone: 'success' | 'error'; text: string } | undefined;
type DetailsField = 'residence' | 'email' | 'districtId' | 'country' | 'currentPassword';
type PhoneField = 'phoneNumber' | 'currentPassword' | 'code';
type Sending = 'details' | 'phone' | 'code' | 'photo';

// The contact details' fields in the order they are drawn, with their labels, for its summary.
const DETAILS_LABELS: ReadonlyArray<readonly [DetailsField, string]> = [
  ['residence', 'Where you live'],
  ['email', 'E-mail'],
  ['districtId', 'District'],
  ['country', 'Country'],
  ['currentPassword', 'Current password'],
];

/** The address as the server compares it: trimmed, without case, none when empty. */
function comparableEmail(email: string | null | undefined): string | null {
  return email?.trim().toLowerCase() || null;
}

// The phone change's fields in the order they are drawn, with their labels, for its summary.
const PHONE_CHANGE_LABELS: ReadonlyArray<readonly [PhoneField, string]> = [
  ['phoneNumber', 'New mobile number'],
  ['currentPassword', 'Current password'],
];

/**
 * The field of `fields` a refused request concerns and the sentence to show there, capitalised;
 * no field when the refusal names none of them, so it is shown above the form.
 */
function refusalOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | { field?: undefined; message: string } {
  const named = serverFieldError(refusalMessage(error, String(error)));
  const field = fields.find((candidate) => candidate === named.field);
  return field ? { field, message: named.message } : { message: named.message };
}

/**
 * Shows a refusal beside its field and moves the cursor there. The message is drawn first, so a
 * screen reader reads it with the field, or hears it said if the field already had the cursor
 * (focusField).
 */
function showAtField(form: HTMLFormElement, field: string, show: () => void) {
  flushSync(show);
  focusField(form, field);
}

/**
 * Where a move waits for the secretariat's decision on the account's application, which is
 * reviewed with the address it was made from (the server's 409 `application_under_review`):
 * home from abroad, or abroad for a type that may be held from there. None when no application
 * awaits its decision, or when no move would be open after it either.
 */
function moveAwaitingDecision(
  application: MembershipApplication | null | undefined,
  livesAbroad: boolean,
): ApplicantResidence | undefined {
  if (application?.status !== 'SUBMITTED') return undefined;
  if (livesAbroad) return 'zambia';
  return mayApplyFromAbroad(application.membershipType as ApplicableMembershipType)
    ? 'abroad'
    : undefined;
}

/** The sentence said where the move would be while it waits for the decision. */
function moveWaitsSentence(to: ApplicantResidence): string {
  return to === 'zambia'
    ? 'You live outside Zambia. Your application is being reviewed with the address you applied from, so you can move to Zambia once the secretariat has decided it; until then you may correct your country.'
    : 'You live in Zambia. Your application is being reviewed with the address you applied from, so you can move to outside Zambia once the secretariat has decided it; until then you may correct your district.';
}

/** What the code step says: where the code went, so a mistyped number shows, and for how long. */
function codeOnItsWay(phone: string): string {
  return `A six-digit code is on its way to ${formatMobileNumber(phone.trim())}. It is valid for 10 minutes.`;
}

/**
 * Editing the profile: e-mail and district in one form; a new phone number confirmed by the code
 * sent to it; a photo. Each part says what went wrong beside the field and keeps what was typed.
 */
export function ProfileEditor() {
  const membership = useMembershipClient();
  const queryClient = useQueryClient();
  const districts = useDistricts();
  // Whether the account's application awaits its decision, when no move is taken.
  const summary = useMembershipSummary();
  const profile = useQuery({
    queryKey: membershipKeys.profile,
    queryFn: ({ signal }) => membership.profile({ signal }),
  });
  const [email, setEmail] = useState('');
  const [districtId, setDistrictId] = useState('');
  const [country, setCountry] = useState('');
  const [residence, setResidence] = useState<ApplicantResidence>('zambia');
  const [details, setDetails] = useState<Notice>();
  const [detailErrors, setDetailErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [emailPassword, setEmailPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [phoneNotice, setPhoneNotice] = useState<Notice>();
  const phoneNoticeId = useId();
  const residenceErrorId = useId();
  // "A code is on its way" while the code step is open: the code field's description, read with
  // the field the cursor is put in (as password recovery's is), until a refusal of the code
  // replaces it there.
  const codeOnItsWayShown = codeSent && phoneNotice?.tone === 'success';
  const phoneStep = useRef<HTMLDivElement>(null);
  // Each step of the phone change replaces the form whose button was pressed: the cursor goes on
  // to the code field once the code is sent, and to the confirmation once the number is moved,
  // instead of falling to the top of the page.
  const [phoneMoved, setPhoneMoved] = useState(0);
  const [phoneErrors, setPhoneErrors] = useState<Partial<Record<PhoneField, string>>>({});
  const [photo, setPhoto] = useState<File>();
  const [photoNotice, setPhotoNotice] = useState<Notice>();
  const [photoError, setPhotoError] = useState<string>();
  const [restored, setRestored] = useState(false);
  // The request under way, one at a time: on a slow phone a save that shows nothing for seconds
  // is pressed again (a second code, a second upload). Its button says so and ignores presses;
  // it is aria-disabled, not disabled, so it keeps the cursor (as the receipts' buttons do).
  const [sending, setSending] = useState<Sending>();
  const underWay = useRef<Sending>(undefined);
  const sendOnce = async (what: Sending, send: () => Promise<void>) => {
    underWay.current = what;
    setSending(what);
    try {
      await send();
    } finally {
      underWay.current = undefined;
      setSending(undefined);
    }
  };
  const busyButton = (what: Sending, idle: string, busy: string) => ({
    'aria-disabled': sending === what ? true : undefined,
    children: sending === what ? busy : idle,
  });
  const loaded = profile.data;
  const savedDistrict = loaded?.districtId ? String(loaded.districtId) : '';
  // Abroad the country stands in for the district, as on /join. Where the member lives now rules
  // the number they may take; where they say they live rules the details form, and saving it
  // moves them (associate and affiliate members abroad; anyone home, once their number is
  // Zambian: the server's README, "What each applicant is asked for").
  const livesAbroad = Boolean(loaded?.country);
  const savedResidence: ApplicantResidence = livesAbroad ? 'abroad' : 'zambia';
  const abroad = residence === 'abroad';
  const moving = loaded !== undefined && residence !== savedResidence;
  // While the account's application awaits its decision no move is taken either way (the
  // server's README, "No move under review"): the choice gives way to a sentence saying so. A move
  // chosen before the form knew (refused with 409) keeps the choice, so it can be taken back.
  const moveWaits = moveAwaitingDecision(summary.data?.application, livesAbroad);
  const mayMove =
    (moveWaits === undefined && (Boolean(loaded?.mayLiveAbroad) || livesAbroad)) || moving;

  // Signed out mid-edit (`kept-drafts.ts`): the e-mail, district and new number typed come back
  // after the login; the passwords and the code are never kept.
  const kept = useKeptMemberForm({
    section: 'profile',
    entryId: null,
    unsavedNote: 'Your session ended before your changes to your details were saved.',
    unsaved: () => {
      if (!loaded) return undefined;
      const values: Record<string, string> = {};
      if (comparableEmail(email) !== comparableEmail(loaded.email)) values.email = email;
      if (districtId !== savedDistrict) values.districtId = districtId;
      if (country !== (loaded.country ?? '')) values.country = country;
      if (residence !== savedResidence) values.residence = residence;
      if (!codeSent && phone.trim() !== '') values.phoneNumber = phone;
      return Object.keys(values).length > 0 ? values : undefined;
    },
  });

  // Restored after a login, the editor far down the dashboard comes into view, the cursor in it.
  const section = useOpenInView<HTMLElement>(restored, restored);

  // Filled from the saved profile once, with what was kept over it: a later refetch must not
  // overwrite what is being typed.
  const filled = useRef(false);
  useEffect(() => {
    if (!loaded || filled.current || kept.restored === undefined) return;
    filled.current = true;
    const back = kept.restored?.values ?? {};
    const text = (name: string) => (typeof back[name] === 'string' ? back[name] : undefined);
    // What the member typed while the profile was on its way (a slow phone) stays: only the
    // fields still empty are filled.
    setEmail((typed) => typed || (text('email') ?? loaded.email ?? ''));
    setDistrictId(
      (chosen) =>
        chosen || (text('districtId') ?? (loaded.districtId ? String(loaded.districtId) : '')),
    );
    setCountry((typed) => typed || (text('country') ?? loaded.country ?? ''));
    const keptResidence = text('residence');
    setResidence(
      keptResidence === 'abroad' || keptResidence === 'zambia'
        ? keptResidence
        : loaded.country
          ? 'abroad'
          : 'zambia',
    );
    setPhone((typed) => typed || (text('phoneNumber') ?? ''));
    setRestored(kept.restored !== null);
  }, [loaded, kept.restored]);

  // A code sent in this tab within its 10 minutes (the tab reloaded while the member read the
  // SMS): its step again, for the number it went to, instead of asking for a second code.
  const username = useCurrentUser().data?.username;
  const codeStepChecked = useRef(false);
  useEffect(() => {
    if (!username || codeStepChecked.current) return;
    codeStepChecked.current = true;
    const waiting = keptPhoneCodeStep(username);
    if (!waiting) return;
    setPhone(waiting);
    setCodeSent(true);
    setPhoneNotice({ tone: 'success', text: codeOnItsWay(waiting) });
  }, [username]);

  const shownCodeStep = useRef(false);
  useEffect(() => {
    if (shownCodeStep.current === codeSent) return;
    shownCodeStep.current = codeSent;
    if (codeSent) focusField(phoneStep.current?.querySelector('form') ?? null, 'code');
  }, [codeSent]);
  useEffect(() => {
    if (phoneMoved > 0) phoneStep.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    // A move home refused for a number not Zambian may now go through: its refusal is no longer true.
    if (phoneMoved > 0) setDetailErrors(({ residence: _refused, ...others }) => others);
  }, [phoneMoved]);

  // Not awaited by a save: its button is free again once the answer is in, not once the profile
  // has been read again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['coaz'] });
  // Password recovery falls back to the e-mail, so changing it asks for the password; the
  // district alone does not, and the field is only drawn when it is needed.
  const emailChanged =
    loaded !== undefined && comparableEmail(email) !== comparableEmail(loaded.email);

  /** Every problem of the contact details at once, the cursor in the first field named. */
  const refuseDetails = (form: HTMLFormElement, errors: Partial<Record<DetailsField, string>>) => {
    const first = DETAILS_LABELS.find(([field]) => errors[field])?.[0];
    if (first) showAtField(form, first, () => setDetailErrors(errors));
  };

  const saveDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (underWay.current) return;
    const form = event.currentTarget;
    setDetails(undefined);
    setDetailErrors({});
    const problems: Partial<Record<DetailsField, string>> = {};
    if (email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      problems.email = 'Enter an e-mail address such as name@example.org';
    }
    if (abroad && country.trim() === '') problems.country = 'Enter the country where you live';
    if (!abroad && !districtId) problems.districtId = 'Choose your district';
    if (emailChanged && emailPassword === '') {
      problems.currentPassword = 'Enter your current password';
    }
    if (Object.keys(problems).length > 0) {
      refuseDetails(form, problems);
      return;
    }
    // Sent once: a password is never kept after the server has answered, refused or not.
    const password = emailPassword;
    setEmailPassword('');
    await sendOnce('details', async () => {
      try {
        await membership.updateProfile({
          ...(moving ? { residence } : {}),
          email: email.trim() || null,
          ...(abroad ? { country: country.trim() } : { districtId: Number(districtId) }),
          ...(emailChanged ? { currentPassword: password } : {}),
        });
        setDetails({ tone: 'success', text: 'Your details are saved.' });
        kept.forget();
        setRestored(false);
        void refresh();
      } catch (error) {
        const refused = refusalOf(error, [
          'residence',
          'email',
          'districtId',
          'country',
          'currentPassword',
        ] as const);
        if (refused.field) refuseDetails(form, { [refused.field]: refused.message });
        else setDetails({ tone: 'error', text: refused.message });
        // An application filed since the profile was read: the form learns that a move waits.
        if (error instanceof ApiError && error.code === 'application_under_review') void refresh();
      }
    });
  };

  const refusePhone = (form: HTMLFormElement, field: PhoneField, message: string) =>
    showAtField(form, field, () => setPhoneErrors({ [field]: message }));

  /** Every problem of the phone change at once, the cursor in the first field named. */
  const refusePhoneChange = (
    form: HTMLFormElement,
    errors: Partial<Record<PhoneField, string>>,
  ) => {
    const first = PHONE_CHANGE_LABELS.find(([field]) => errors[field])?.[0];
    if (first) showAtField(form, first, () => setPhoneErrors(errors));
  };

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (underWay.current) return;
    const form = event.currentTarget;
    setPhoneNotice(undefined);
    setPhoneErrors({});
    const problems: Partial<Record<PhoneField, string>> = {};
    // The server also checks the network's prefix; this catches what is plainly not a number.
    const phoneProblem = phoneNumberProblem(phone, savedResidence);
    if (phoneProblem) problems.phoneNumber = phoneProblem;
    if (currentPassword === '') problems.currentPassword = 'Enter your current password';
    if (problems.phoneNumber || problems.currentPassword) {
      refusePhoneChange(form, problems);
      return;
    }
    // Sent once: a password is never kept after the server has answered, refused or not.
    const password = currentPassword;
    setCurrentPassword('');
    await sendOnce('phone', async () => {
      try {
        await membership.requestPhoneChange(phoneNumberToSend(phone), password);
        kept.forget();
        if (username) keepPhoneCodeStep(username, phone);
        setRestored(false);
        setCodeSent(true);
        setPhoneNotice({ tone: 'success', text: codeOnItsWay(phone) });
      } catch (error) {
        const refused = refusalOf(error, ['phoneNumber', 'currentPassword'] as const);
        if (refused.field) refusePhoneChange(form, { [refused.field]: refused.message });
        else setPhoneNotice({ tone: 'error', text: refused.message });
      }
    });
  };

  const changeNumberAgain = () => {
    if (underWay.current) return;
    forgetPhoneCodeStep();
    flushSync(() => {
      setCodeSent(false);
      setCode('');
      setPhoneNotice(undefined);
      setPhoneErrors({});
    });
    focusField(phoneStep.current?.querySelector('form') ?? null, 'phoneNumber');
  };

  const confirmCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (underWay.current) return;
    const form = event.currentTarget;
    setPhoneNotice(undefined);
    setPhoneErrors({});
    if (!/^\d{6}$/.test(code.trim())) {
      refusePhone(form, 'code', 'Enter the six digits of the code');
      return;
    }
    await sendOnce('code', async () => {
      try {
        await membership.confirmPhoneChange(code.trim());
        forgetPhoneCodeStep();
        setCodeSent(false);
        setCode('');
        setPhone('');
        setPhoneNotice({ tone: 'success', text: 'Your new phone number is confirmed.' });
        setPhoneMoved((count) => count + 1);
        void refresh();
      } catch (error) {
        const refused = refusalOf(error, ['code'] as const);
        // A wrong, expired or used-up code names no field, but it is what was typed in this one.
        if (refused.field || (error instanceof ApiError && error.code === 'invalid_code'))
          refusePhone(form, 'code', refused.message);
        else setPhoneNotice({ tone: 'error', text: refused.message });
      }
    });
  };

  const savePhoto = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (underWay.current) return;
    const form = event.currentTarget;
    setPhotoNotice(undefined);
    setPhotoError(undefined);
    const refuse = (message: string) => showAtField(form, 'photo', () => setPhotoError(message));
    if (!photo) {
      refuse('Choose a photo');
      return;
    }
    if (photo.size > MAX_UPLOAD_BYTES) {
      refuse('The photo is larger than 5 MB; choose a smaller one');
      return;
    }
    await sendOnce('photo', async () => {
      try {
        await membership.uploadPhoto(photo);
        setPhotoNotice({ tone: 'success', text: 'Your photo is saved.' });
        // Saved, the file is no longer "chosen": left in the field it invited saving it again.
        setPhoto(undefined);
        // The profile and the photo shown above the field are read again.
        void refresh();
      } catch (error) {
        const refused = refusalOf(error, ['photo'] as const);
        if (refused.field) refuse(refused.message);
        else setPhotoNotice({ tone: 'error', text: refused.message });
      }
    });
  };

  if (profile.isError) return <Alert tone="error">{profile.error.message}</Alert>;
  return (
    <section ref={section} className="page-section" aria-labelledby="profile-editor">
      <h2 id="profile-editor">Change my details</h2>
      {restored ? (
        <Alert tone="warning" title="Restored what you typed before you were signed out">
          <p>It is not saved yet: check it, then save. Passwords and codes are never kept.</p>
        </Alert>
      ) : null}
      <form
        {...withoutScript}
        className="member-form"
        onSubmit={saveDetails}
        noValidate
        aria-label="Contact details"
      >
        {details ? <Alert tone={details.tone}>{details.text}</Alert> : null}
        <ProblemSummary problems={formProblems(detailErrors, DETAILS_LABELS)} />
        {mayMove ? (
          <ApplicantChoice<ApplicantResidence>
            legend="Where you live"
            name="residence"
            value={residence}
            options={[
              ['zambia', 'In Zambia'],
              ['abroad', 'Outside Zambia'],
            ]}
            onChange={(chosen) => {
              setResidence(chosen);
              // A refusal of the move just tried does not stand beside a new choice.
              setDetailErrors(({ residence: _refused, ...others }) => others);
            }}
            {...(detailErrors.residence ? { errorId: residenceErrorId } : {})}
          >
            {detailErrors.residence ? (
              <p className="coaz-field__error" id={residenceErrorId}>
                {detailErrors.residence}
              </p>
            ) : moving && moveWaits ? (
              <p className="coaz-field__hint">
                Your application is being reviewed with the address you applied from, so you can
                move once the secretariat has decided it: choose where you live now to save your
                other details.
              </p>
            ) : moving ? (
              <p className="coaz-field__hint">
                {abroad
                  ? 'Saving moves you to outside Zambia: give the country, and then, if you like, a number with its country code below.'
                  : 'Saving moves you to Zambia: choose your district. Your number must be a Zambian mobile number: change it below first if it is not.'}
              </p>
            ) : null}
          </ApplicantChoice>
        ) : moveWaits ? (
          <p>{moveWaitsSentence(moveWaits)}</p>
        ) : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={detailErrors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {abroad ? (
          <TextField
            label="Country"
            name="country"
            autoComplete="country-name"
            required
            value={country}
            error={detailErrors.country}
            onChange={(event) => setCountry(event.target.value)}
          />
        ) : (
          <SelectField
            label="District"
            name="districtId"
            required
            value={districtId}
            error={detailErrors.districtId}
            onChange={(event) => setDistrictId(event.target.value)}
          >
            <option value="">Choose a district</option>
            {(districts.data ?? []).map((district) => (
              <option key={district.id} value={String(district.id)}>
                {district.name}, {district.province}
              </option>
            ))}
          </SelectField>
        )}
        {emailChanged ? (
          <PasswordField
            label="Current password"
            hint="Password recovery can use your e-mail, so changing it needs your password."
            name="currentPassword"
            autoComplete="current-password"
            showLabel="Show current password"
            value={emailPassword}
            error={detailErrors.currentPassword}
            onChange={(event) => setEmailPassword(event.target.value)}
            required
          />
        ) : null}
        <Button type="submit" {...busyButton('details', 'Save details', 'Saving your details…')} />
      </form>
      <h3>Phone number</h3>
      {/* Before the details come, "none" told a member with a number that they had none. */}
      <p>
        Now:{' '}
        {loaded === undefined
          ? 'loading…'
          : loaded.phoneNumber
            ? formatMobileNumber(loaded.phoneNumber)
            : 'none'}
      </p>
      <div ref={phoneStep}>
        {/* Each said one way. The code on its way is the code field's description and the
            confirmation takes the cursor (the form that had it is gone): as live regions as well,
            both were read twice. A refusal of no field is news while the cursor stays on the
            pressed (aria-disabled) button: an alert. */}
        {phoneNotice ? (
          <div tabIndex={-1} id={phoneNoticeId}>
            <Alert
              tone={phoneNotice.tone}
              live={phoneNotice.tone === 'error'}
              // "Sent: …" read after the field's name; "Success: …" there would be odd.
              {...(codeOnItsWayShown ? { toneLabel: 'Sent' } : {})}
            >
              {phoneNotice.text}
            </Alert>
          </div>
        ) : null}
        {codeSent ? (
          <form
            {...withoutScript}
            className="member-form"
            onSubmit={confirmCode}
            noValidate
            aria-label="Confirm the new phone number"
          >
            <TextField
              label="Code sent to the new number"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              error={phoneErrors.code}
              {...(codeOnItsWayShown && !phoneErrors.code
                ? { 'aria-describedby': phoneNoticeId }
                : {})}
              onChange={(event) => setCode(event.target.value)}
              required
            />
            <Button
              type="submit"
              {...busyButton('code', 'Confirm the new number', 'Confirming the number…')}
            />
            {/* The way back: a mistyped number, or a code that never came, is typed or asked
                for again from the first step, with the number kept. */}
            <Button variant="secondary" onClick={changeNumberAgain}>
              Change the number or ask for a new code
            </Button>
          </form>
        ) : (
          <form
            {...withoutScript}
            className="member-form"
            onSubmit={sendCode}
            noValidate
            aria-label="Change the phone number"
          >
            <ProblemSummary problems={formProblems(phoneErrors, PHONE_CHANGE_LABELS)} />
            <TextField
              label="New mobile number"
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              {...(livesAbroad ? { hint: NUMBER_ABROAD_FIELD_HINT } : {})}
              value={phone}
              error={phoneErrors.phoneNumber}
              onChange={(event) => setPhone(event.target.value)}
              required
            />
            <PasswordField
              label="Current password"
              hint="Password recovery uses this number, so moving it needs your password."
              name="currentPassword"
              autoComplete="current-password"
              showLabel="Show current password"
              value={currentPassword}
              error={phoneErrors.currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              required
            />
            <Button
              type="submit"
              {...busyButton('phone', 'Send a code to the new number', 'Sending the code…')}
            />
          </form>
        )}
      </div>
      <h3>Photo</h3>
      {loaded?.hasPhoto ? <CurrentPhoto /> : null}
      <form className="member-form" onSubmit={savePhoto} noValidate aria-label="Profile photo">
        {photoNotice ? <Alert tone={photoNotice.tone}>{photoNotice.text}</Alert> : null}
        <FileField
          label="Photo (JPEG, PNG or WebP)"
          name="photo"
          accept="image/jpeg,image/png,image/webp"
          file={photo}
          error={photoError}
          onChange={setPhoto}
          hint={loaded?.hasPhoto ? 'You have a photo; a new one replaces it.' : undefined}
          // At the width the server keeps, and a PNG or WebP drawn again too (profile-photo.ts).
          shrink={profilePhotoToUpload}
        />
        <Button type="submit" {...busyButton('photo', 'Save photo', 'Saving the photo…')} />
        {/* Always there, so a screen reader hears what is put in it. */}
        <p role="status" className="coaz-field__hint">
          {sending === 'photo' && photo ? photoSendingNote(photo.size) : null}
        </p>
      </form>
    </section>
  );
}
