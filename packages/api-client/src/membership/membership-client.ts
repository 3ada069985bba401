import type { SignalOptions } from '../auth/auth-client';
import type { ApiClient } from '../create-api-client';
import type { DownloadedFile } from '../http/http-client';
import { clientInternals } from '../internal/client-internals';
import { readJsonObject } from '../internal/read-body';
import type {
  AccountApplicationInput,
  ApplicantResidence,
  ApplicationDocuments,
  ApplicationReceipt,
  ApplicationStatus,
  MemberProfile,
  MembershipApplication,
  MembershipApplicationInput,
  MembershipDues,
  MembershipEvent,
  MembershipSummary,
  MembershipVerification,
  PasswordRecoveryAnswer,
  PasswordResetResult,
  Receipt,
  ReviewedApplication,
} from './membership-types';

/** The admins' side: review applications and set dues. Needs an admin's login. */
export interface MembershipAdminClient {
  /** Applications in a state, oldest first (`GET admin/applications`). @default 'SUBMITTED' */
  applications(status?: ApplicationStatus, options?: SignalOptions): Promise<ReviewedApplication[]>;
  /** One application (`GET admin/applications/{id}`). */
  application(id: number, options?: SignalOptions): Promise<ReviewedApplication>;
  /** A supporting document's bytes (`GET admin/documents/{id}`). */
  downloadDocument(id: string, options?: SignalOptions): Promise<DownloadedFile>;
  /** Approves: membership number, first fee billed, applicant told by SMS. */
  approve(id: number, options?: SignalOptions): Promise<ReviewedApplication>;
  /** Rejects with a reason (5 to 500 characters) the applicant is told. */
  reject(id: number, reason: string, options?: SignalOptions): Promise<ReviewedApplication>;
  /** Sets a type's annual subscription in kwacha: more than 0, at most 5,000 (else 400 `validation_failed`). */
  setDues(membershipType: string, amount: number, options?: SignalOptions): Promise<MembershipDues>;
}

/**
 * Membership from application to good standing: apply, the dashboard's summary and history,
 * receipts, profile, password recovery and public verification. Answers that carry fresh tokens
 * (applying, resetting the password) are stored, so the member continues signed in.
 */
export interface MembershipClient {
  /**
   * Applies for membership (`POST applications`, multipart with the documents). The applicant is
   * signed in at once; their login outcome is `incomplete-registration` until approved.
   * @throws {ApiError} 400 naming the field (`nrcNumber: ...`), 409 for a taken user name or an
   * NRC number that already has an account, 415 for a document that is not a PDF or picture.
   * @example await membership.apply(fields, { practisingLicence: file });
   */
  apply(
    input: MembershipApplicationInput,
    documents?: ApplicationDocuments,
    options?: SignalOptions,
  ): Promise<ApplicationReceipt>;
  /**
   * Applies from the signed-in account when it holds no membership and has no application
   * (`POST applications/mine`, multipart with the documents): the fields of {@link apply} less the
   * login; the names, NRC and passport numbers, mobile number, e-mail and district or country the
   * account has are the server's to take from it, whatever is sent.
   * @throws {ApiError} 400 naming the field, 409 `application_exists`, `registration_unfinished`,
   * `already_a_member` or a number another member holds, 429 past the address's applications.
   */
  applyFromAccount(
    input: AccountApplicationInput,
    documents?: ApplicationDocuments,
    options?: SignalOptions,
  ): Promise<Omit<ApplicationReceipt, 'status'>>;
  /** The signed-in member's application (`GET applications/mine`). */
  myApplication(options?: SignalOptions): Promise<MembershipApplication>;
  /** Adds documents to the application; a rejected one goes back for review. */
  addDocuments(
    documents: ApplicationDocuments,
    options?: SignalOptions,
  ): Promise<MembershipApplication>;
  /** The membership and what needs doing (`GET membership`). */
  summary(options?: SignalOptions): Promise<MembershipSummary>;
  /** What happened to the membership, newest first. */
  history(options?: SignalOptions): Promise<MembershipEvent[]>;
  /** The member's receipts, newest first. */
  receipts(options?: SignalOptions): Promise<Receipt[]>;
  /**
   * A receipt as a PDF file, through the binary download helper (`GET receipts/{id}.pdf`).
   * @example const { blob, fileName } = await membership.downloadReceipt(receipt.id);
   */
  downloadReceipt(id: number, options?: SignalOptions): Promise<DownloadedFile>;
  /** Contact details. */
  profile(options?: SignalOptions): Promise<MemberProfile>;
  /**
   * Saves e-mail (null to remove) and district. Changing the e-mail needs the member's current
   * password: password recovery falls back to it, so the session alone may not move it (400 without
   * it, 403 `wrong_password`). The district alone saves without it; a member living outside
   * Zambia gives the `country` instead of a district. `residence` moves the member: abroad with a
   * `country` (422 `residence_not_allowed` unless `mayLiveAbroad`), home with a `districtId` (409
   * `phone_not_zambian` until the phone number is a Zambian one).
   */
  updateProfile(
    change: {
      /** Where the member lives from now on; left out, where they live now. */
      residence?: ApplicantResidence;
      email: string | null;
      /** Required of a member in Zambia; ignored for one abroad. */
      districtId?: number;
      /** Required of a member abroad (the profile has a `country`); ignored in Zambia. */
      country?: string;
      currentPassword?: string;
    },
    options?: SignalOptions,
  ): Promise<MemberProfile>;
  /**
   * Sends a code to a new phone number. The member's current password goes with it: password
   * recovery uses the number, so the session alone may not move it (403 `wrong_password`).
   */
  requestPhoneChange(
    phoneNumber: string,
    currentPassword: string,
    options?: SignalOptions,
  ): Promise<void>;
  /** Confirms the new phone number with its code. */
  confirmPhoneChange(code: string, options?: SignalOptions): Promise<MemberProfile>;
  /** Sets the member's photo (JPEG, PNG or WebP). */
  uploadPhoto(photo: Blob, options?: SignalOptions): Promise<MemberProfile>;
  /** The member's photo, for the card. */
  photo(options?: SignalOptions): Promise<DownloadedFile>;
  /**
   * Asks for a password reset code by user name or phone; resolves (202) for any login, member or
   * not, with until when the code is valid, or `newCode: false` when this browser asked too often.
   */
  requestPasswordRecovery(login: string, options?: SignalOptions): Promise<PasswordRecoveryAnswer>;
  /**
   * Sets a new password with the code; every other session ends and this one is signed in. The
   * same reset again (its answer lost) within minutes answers the same and changes nothing.
   * @throws {ApiError} 400 `invalid_code`: one answer for a wrong code, so the reset tells nobody
   *   who is a member; a code really sent to this browser that expired, was replaced by a newer
   *   one, was tried too often or was used already is refused in words that say so.
   */
  resetPassword(
    reset: { login: string; code: string; newPassword: string },
    options?: SignalOptions,
  ): Promise<PasswordResetResult>;
  /** Public check of a membership number (anonymous, rate limited). */
  verify(membershipNumber: string, options?: SignalOptions): Promise<MembershipVerification>;
  /** Annual subscription of every type one can apply for (public). */
  dues(options?: SignalOptions): Promise<MembershipDues[]>;
  /**
   * Stores the tokens an answer carries (`access_token`, `refresh_token`), as the payment,
   * registration and password-change answers do; answers whether it found any.
   */
  adoptTokens(answer: unknown): boolean;
  /** The secretariat's review and dues. */
  admin: MembershipAdminClient;
}

function documentsForm(documents: ApplicationDocuments, form = new FormData()): FormData {
  for (const [field, file] of Object.entries(documents)) {
    if (file) form.set(field, file, file instanceof File ? file.name : `${field}`);
  }
  return form;
}

/**
 * Creates the membership client over a client from `createApiClient`: the same member service,
 * tokens, one shared refresh and error model. Cheap; make it once beside the client.
 * @example
 * import { createApiClient } from '@coaz/api-client';
 * import { createMembershipClient } from '@coaz/api-client/membership';
 *
 * const client = createApiClient({ memberBaseUrl, chatBaseUrl });
 * const membership = createMembershipClient(client);
 * const dues = await membership.dues();
 * @throws {TypeError} when `client` was not made by `createApiClient`.
 */
export function createMembershipClient(client: ApiClient): MembershipClient {
  const { call, memberBaseUrl, http, tokenStore } = clientInternals(client);
  const json = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: SignalOptions & {
      json?: unknown;
      body?: FormData;
      auth?: boolean;
      query?: Record<string, string>;
    } = {},
  ): Promise<T> => {
    const { auth = true, ...rest } = options;
    const response = await call(memberBaseUrl, method, path, { auth, ...rest });
    return (await readJsonObject(response)) as T;
  };

  const adoptTokens = (answer: unknown): boolean => {
    const { access_token: accessToken, refresh_token: refreshToken } = (answer ?? {}) as Record<
      string,
      unknown
    >;
    if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return false;
    tokenStore.write({ accessToken, refreshToken });
    return true;
  };

  return {
    async apply(input, documents = {}, options = {}) {
      const form = new FormData();
      for (const [field, value] of Object.entries(input)) {
        if (value !== undefined && value !== null) form.set(field, String(value));
      }
      const answer = await json<ApplicationReceipt>('POST', 'applications', {
        ...options,
        auth: false,
        body: documentsForm(documents, form),
      });
      adoptTokens(answer);
      return { status: answer.status, message: answer.message, application: answer.application };
    },
    applyFromAccount(input, documents = {}, options = {}) {
      const form = new FormData();
      for (const [field, value] of Object.entries(input)) {
        if (value !== undefined && value !== null) form.set(field, String(value));
      }
      return json('POST', 'applications/mine', {
        ...options,
        body: documentsForm(documents, form),
      });
    },
    myApplication: (options) => json('GET', 'applications/mine', options),
    addDocuments: (documents, options = {}) =>
      json('POST', 'applications/mine/documents', { ...options, body: documentsForm(documents) }),
    summary: (options) => json('GET', 'membership', options),
    history: async (options) =>
      (await json<{ items: MembershipEvent[] }>('GET', 'membership/history', options)).items,
    receipts: async (options) =>
      (await json<{ items: Receipt[] }>('GET', 'receipts', options)).items,
    downloadReceipt: (id, options = {}) =>
      http.download(`receipts/${encodeURIComponent(String(id))}.pdf`, options),
    profile: (options) => json('GET', 'profile', options),
    updateProfile: (change, options = {}) => json('PUT', 'profile', { ...options, json: change }),
    async requestPhoneChange(phoneNumber, currentPassword, options = {}) {
      await json('POST', 'profile/phone', { ...options, json: { phoneNumber, currentPassword } });
    },
    confirmPhoneChange: (code, options = {}) =>
      json('POST', 'profile/phone/confirm', { ...options, json: { code } }),
    uploadPhoto(photo, options = {}) {
      const form = new FormData();
      form.set('photo', photo, photo instanceof File ? photo.name : 'photo');
      return json('PUT', 'profile/photo', { ...options, body: form });
    },
    photo: (options = {}) => http.download('profile/photo', options),
    requestPasswordRecovery: (login, options = {}) =>
      json<PasswordRecoveryAnswer>('POST', 'password/recovery', {
        ...options,
        auth: false,
        json: { login },
      }),
    async resetPassword(reset, options = {}) {
      const answer = await json<PasswordResetResult>('POST', 'password/reset', {
        ...options,
        auth: false,
        json: reset,
      });
      adoptTokens(answer);
      return { status: answer.status, message: answer.message };
    },
    verify: (membershipNumber, options = {}) =>
      json('GET', `verify/${encodeURIComponent(membershipNumber.trim())}`, {
        ...options,
        auth: false,
      }),
    dues: async (options = {}) =>
      (await json<{ items: MembershipDues[] }>('GET', 'dues', { ...options, auth: false })).items,
    adoptTokens,
    admin: {
      applications: async (status = 'SUBMITTED', options = {}) =>
        (
          await json<{ items: ReviewedApplication[] }>('GET', 'admin/applications', {
            ...options,
            query: { status },
          })
        ).items,
      application: (id, options) => json('GET', `admin/applications/${id}`, options),
      downloadDocument: (id, options = {}) =>
        http.download(`admin/documents/${encodeURIComponent(id)}`, options),
      approve: (id, options) => json('POST', `admin/applications/${id}/approve`, options),
      reject: (id, reason, options = {}) =>
        json('POST', `admin/applications/${id}/reject`, { ...options, json: { reason } }),
      setDues: (membershipType, amount, options = {}) =>
        json('PUT', `admin/dues/${encodeURIComponent(membershipType)}`, {
          ...options,
          json: { amount },
        }),
    },
  };
}
