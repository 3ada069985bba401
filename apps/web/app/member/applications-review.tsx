import { ApiError } from '@coaz/api-client';
import type { ReviewedApplication, SharedNumber } from '@coaz/api-client/membership';
import { Alert, Button, TextField } from '@coaz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDate, formatMoment } from '../dates/format-date';
import { applicantDetails, applicantName } from '../join/applicant-details';
import { serverFieldError } from '../join/server-field-error';
import { busyButtonProps, busySubmitProps } from '../studio/busy-button-props';
import type { StudioAnnouncement } from '../studio/save-wording';
import { SavedAnnouncement } from '../studio/saved-announcement';
import { documentAddedLine } from './document-added-line';
import { documentKindName } from './document-kind-names';
import { DownloadNotice, type HandedDownload } from './download-notice';
import { focusField } from './form-problems';
import { refreshMemberStanding } from './member-standing-keys';
import { saveDownload } from './save-download';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';
import { waitingApplicationsQuery } from './use-secretariat-queue';

const NUMBER_NAMES: Record<SharedNumber['number'], string> = {
  phoneNumber: 'mobile number',
  nrcNumber: 'NRC number',
  passportNumber: 'passport number',
};

/**
 * The longest reason the server takes (`REJECTION_REASON_MAX_LENGTH`): the applicant is told it
 * whole, by SMS and on their dashboard.
 */
const REASON_MAX_LENGTH = 200;

/** "12 characters left", or past the limit "3 characters too many". */
function charactersLeft(left: number): string {
  const count = Math.abs(left);
  const characters = `${count} character${count === 1 ? '' : 's'}`;
  return left < 0 ? `${characters} too many` : `${characters} left`;
}

/**
 * What a screen reader is told of the count while the reason is typed: nothing until 20 are
 * left, then once at 20, at 10, at none and over the limit, never at each keystroke. The exact
 * count is read with the field.
 */
function nearLimitNotice(left: number): string {
  if (left < 0) return `Over the limit of ${REASON_MAX_LENGTH} characters`;
  if (left === 0) return 'No characters left';
  if (left <= 10) return '10 characters left or fewer';
  if (left <= 20) return '20 characters left or fewer';
  return '';
}

/**
 * Each other account that gives the applicant's numbers, in a sentence of its own (the server
 * lists an account once for each number it shares, members first).
 */
function sharedNumberLines(sharedNumbers: SharedNumber[]): string[] {
  const byAccount = new Map<string, SharedNumber[]>();
  for (const shared of sharedNumbers) {
    byAccount.set(shared.username, [...(byAccount.get(shared.username) ?? []), shared]);
  }
  return [...byAccount.values()].map((numbers) => {
    const [account] = numbers as [SharedNumber];
    const both = numbers.length > 1;
    const named = `The ${numbers.map((shared) => NUMBER_NAMES[shared.number]).join(' and ')}`;
    const who = `${account.name} (${account.username})`;
    if (account.member) {
      const card = account.membershipNumber ? `, ${account.membershipNumber}` : '';
      return `${named} ${both ? 'are' : 'is'} a member's: ${who}${card}. This application cannot be approved with ${both ? 'them' : 'it'}; reject it if ${both ? 'the numbers are not' : 'the number is not'} the applicant's.`;
    }
    const standing =
      account.applicationStatus === 'REJECTED'
        ? 'whose application was not approved'
        : account.applicationStatus === 'SUBMITTED'
          ? 'whose application is under review too'
          : 'who has not finished registering';
    return `${named} ${both ? 'are' : 'is'} also given by ${who}, ${standing}.`;
  });
}

/**
 * When the application was made: "Applied 2 March 2026.", or for one its applicant sent back for
 * review by adding documents, when they added them and when and why it was refused before, which
 * the documents must answer. Adding documents is the only way a refused application comes back
 * (`previousRefusal` is set for nothing else: applying anew makes a new application, with none),
 * so it is not "Applied again", which told the officer of a second application that never was.
 */
function appliedLine({ submittedAt, previousRefusal }: ReviewedApplication): string {
  if (!previousRefusal) return `Applied ${formatDate(submittedAt)}.`;
  const reason = previousRefusal.reason.trim();
  const end = /[.!?]$/.test(reason) ? '' : '.';
  return `Added documents on ${formatDate(submittedAt)}; last refused on ${formatDate(previousRefusal.refusedAt)}: “${reason}”${end}`;
}

/**
 * What the line says when another admin decided the application first (409 `already_decided`):
 * yours was not recorded, and what they decided and when, as the server's answer says (`status`,
 * `decidedAt`; a server before them says neither). A warning, not a success: "Success: … yours
 * was not recorded" read as done, and did not say whether the applicant was approved or refused.
 */
function alreadyDecidedLine(name: string, body: unknown): StudioAnnouncement {
  const { status, decidedAt } = (typeof body === 'object' && body !== null ? body : {}) as {
    status?: unknown;
    decidedAt?: unknown;
  };
  const decided =
    status === 'APPROVED' ? 'approved' : status === 'REJECTED' ? 'refused' : undefined;
  const when = typeof decidedAt === 'string' ? formatMoment(decidedAt) : undefined;
  const what = decided
    ? `another admin had already ${decided} this application${when ? `, on ${when}` : ''}.`
    : 'another admin decided this application meanwhile.';
  return { text: `${name}: your decision was not recorded: ${what}`, tone: 'warning' };
}

/**
 * A document's download named by when it was added (`documentAddedLine`), with the time too when
 * another document of its kind was added the same day: after a refusal the applicant sends a
 * second student card, and two buttons of one name left a screen reader's list of buttons unable
 * to tell the old from the new.
 */
function addedLine(
  document: ReviewedApplication['documents'][number],
  documents: ReviewedApplication['documents'],
  refusedAt: string | undefined,
): string {
  const line = documentAddedLine(document.addedAt, refusedAt);
  const { addedAt } = document;
  if (!addedAt) return line;
  const sameDay = documents.some(
    (other) =>
      other.id !== document.id &&
      other.kind === document.kind &&
      other.addedAt !== undefined &&
      formatDate(other.addedAt) === formatDate(addedAt),
  );
  return sameDay ? line.replace(formatDate(addedAt), formatMoment(addedAt)) : line;
}

function ApplicationReview({
  application,
  onDecided,
}: {
  application: ReviewedApplication;
  /**
   * Called with what was decided, in words, once the decision is made (a success), or with a
   * warning when another admin had decided it first.
   */
  onDecided: (decided: string | StudioAnnouncement) => Promise<void>;
}) {
  const membership = useMembershipClient();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const rejectForm = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [downloaded, setDownloaded] = useState<HandedDownload>();
  // Approval bills the applicant and sends them an SMS, and the buttons of many applicants stand
  // close together on a phone: a first press only asks, as the studio asks before a delete.
  const [confirming, setConfirming] = useState(false);
  // The cursor goes to the question's first button, and back to Approve on Cancel: each replaces
  // the button that had it.
  const approval = useRef<HTMLDivElement>(null);
  const askForApproval = (asking: boolean) => {
    flushSync(() => setConfirming(asking));
    approval.current?.querySelector('button')?.focus();
  };
  const consequenceId = useId();
  const countId = useId();
  const documentsId = useId();
  // A member's number in the application: approval is refused (`sharedNumberLines` says so).
  const heldByMember = application.sharedNumbers.some((shared) => shared.member);
  // Counted as the server counts it, once trimmed.
  const left = REASON_MAX_LENGTH - reason.trim().length;
  const { applicant } = application;
  const fullName = [applicant.firstName, applicant.lastName].filter(Boolean).join(' ');
  // Two applicants may share a name: the user name, which is unique, tells their controls apart
  // for a screen reader's list of buttons and forms, where the heading above is not read.
  const name = fullName ? `${fullName} (${applicant.username})` : applicant.username;
  const refuseReason = (message: string) => {
    // Drawn before the cursor moves there, so that a screen reader reads the message with the
    // field: no alert announces it any more. Enter pressed in the field leaves the cursor there,
    // and the form's own region says it then (`focusField`).
    flushSync(() => setReasonError(message));
    focusField(rejectForm.current, 'reason');
  };
  const decide = async (work: () => Promise<unknown>, decided?: string) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await work();
      if (decided) await onDecided(decided);
    } catch (error) {
      // Another admin decided it meanwhile: the list is read again, so its buttons, which can
      // only fail again, go with it, and the line says what happened.
      if (decided && error instanceof ApiError && error.code === 'already_decided') {
        await onDecided(alreadyDecidedLine(name, error.body));
        return;
      }
      const refused = serverFieldError((error as Error).message);
      // Only a rejection sends a field, the reason: the server's word on it belongs beside it.
      if (refused.field === 'reason') refuseReason(refused.message);
      else setFailure(refused.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="member-review">
      <h3>
        {applicantName(applicant)}: {application.membershipTypeName}
      </h3>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p>
        {appliedLine(application)} {applicantDetails(applicant)}
      </p>
      {application.sharedNumbers.length > 0 ? (
        // Nothing checks a number when it is typed into an application, so a stranger may have
        // typed this applicant's, or this applicant someone else's: the documents say whose it is.
        <Alert tone="warning" title="Another account gives the same number">
          <ul>
            {sharedNumberLines(application.sharedNumbers).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>Compare the documents, and approve only the applicant whose number it is.</p>
        </Alert>
      ) : null}
      {application.missingDocuments.length > 0 ? (
        <Alert tone="warning">
          Missing: {application.missingDocuments.map(documentKindName).join(', ')}
        </Alert>
      ) : null}
      {/* No list when there is nothing in it: "list, 0 items" told nothing. */}
      {application.documents.length > 0 ? (
        <ul className="member-review__documents">
          {application.documents.map((document) => (
            <li key={document.id}>
              {/* "Download", not "Read": the file is saved, and no page opens to read it in. */}
              {/* Named by its words and when it was added: two student cards, one sent back after
                  the refusal, had one name, told apart only by a description. */}
              <Button
                variant="secondary"
                id={`${documentsId}-button-${document.id}`}
                aria-labelledby={`${documentsId}-button-${document.id} ${documentsId}-${document.id}`}
                onClick={() =>
                  decide(async () => {
                    const file = await membership.admin.downloadDocument(document.id);
                    saveDownload(file);
                    setDownloaded({ fileName: file.fileName });
                  })
                }
              >
                Download the {documentKindName(document.kind)} of {name}
              </Button>{' '}
              {/* Two student cards read alike: the day, and whether it came after the refusal,
                  tell the one sent back from the one refused. */}
              <span id={`${documentsId}-${document.id}`}>
                {addedLine(document, application.documents, application.previousRefusal?.refusedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Drawn with the documents, before any is downloaded: a live region is read only when its
          words change, not when it appears with them. */}
      {application.documents.length > 0 ? <DownloadNotice downloaded={downloaded} /> : null}
      <div ref={approval}>
        {heldByMember ? (
          // The server refuses it: a button that could only fail was offered under a warning that
          // said so.
          <p>
            Approval is not offered: a member’s account gives the same number (see above). Reject
            the application if the number is not the applicant’s.
          </p>
        ) : confirming ? (
          <>
            <p id={consequenceId}>
              Approving gives {name} a membership number, bills them the first subscription and
              tells them by SMS.
            </p>
            <div className="button-row">
              <Button
                aria-describedby={consequenceId}
                {...busyButtonProps(busy, () =>
                  decide(
                    () => membership.admin.approve(application.id),
                    `${name}: approved. They are told to log in and pay the first subscription.`,
                  ),
                )}
              >
                Yes, approve {name}
              </Button>
              <Button variant="secondary" {...busyButtonProps(busy, () => askForApproval(false))}>
                Cancel <span className="coaz-visually-hidden">the approval of {name}</span>
              </Button>
            </div>
          </>
        ) : (
          <Button {...busyButtonProps(busy, () => askForApproval(true))}>Approve {name}</Button>
        )}
      </div>
      <form
        ref={rejectForm}
        className="member-form"
        aria-label={`Reject the application of ${name}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (reason.trim().length < 5) {
            refuseReason('Give the applicant a reason of at least 5 characters');
            return;
          }
          if (left < 0) {
            refuseReason(
              `Shorten the reason to ${REASON_MAX_LENGTH} characters, which the applicant is told whole by SMS: it has ${charactersLeft(left)}`,
            );
            return;
          }
          setReasonError(undefined);
          void decide(
            () => membership.admin.reject(application.id, reason.trim()),
            `${name}: not approved. They are told the reason you gave.`,
          );
        }}
      >
        {/* No maxLength: the browser would cut a long paste without a word. */}
        <TextField
          label={`Reason for not approving ${name}`}
          name="reason"
          // Their next step is to add documents to the same application: told to apply again,
          // they made a second account through /join.
          hint={`At most ${REASON_MAX_LENGTH} characters. The applicant reads it word for word, by SMS and on their dashboard, followed by “Add documents from your dashboard to have it reviewed again”: do not tell them to apply again.`}
          value={reason}
          error={reasonError}
          aria-describedby={countId}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={countId} className="coaz-field__hint">
          {charactersLeft(left)}
        </p>
        {/* Polite and only near the limit: the visible count changes at each keystroke. */}
        <p aria-live="polite" className="coaz-visually-hidden">
          {nearLimitNotice(left)}
        </p>
        {/* Named as Approve is: a screen reader's list of buttons read "Reject, Reject…". */}
        <Button variant="secondary" {...busySubmitProps(busy)}>
          Reject <span className="coaz-visually-hidden">{name}</span>
        </Button>
      </form>
    </li>
  );
}

/** The secretariat's queue: applications waiting for review, with their documents (admins only). */
export function ApplicationsReview() {
  const membership = useMembershipClient();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState<string | StudioAnnouncement>();
  const pending = useQuery(waitingApplicationsQuery(membership));
  return (
    <section className="page-section" aria-labelledby="applications-review">
      <h2 id="applications-review">Applications to review</h2>
      {announcement ? <SavedAnnouncement message={announcement} /> : null}
      {pending.isError ? <Alert tone="error">{pending.error.message}</Alert> : null}
      {pending.data?.length === 0 ? <p>No application is waiting.</p> : null}
      {/* No list while there is nothing in it: its margin was an empty gap under the heading. */}
      {pending.data && pending.data.length > 0 ? (
        <ul className="member-review-list">
          {pending.data.map((application) => (
            <ApplicationReview
              key={application.id}
              application={application}
              onDecided={async (decided) => {
                // Said once the list is read again: the decided application goes with the button
                // that had the cursor, and the line then takes it (`SavedAnnouncement`), where a
                // keyboard user was dropped at the top of the page without a word of what happened.
                setAnnouncement(undefined);
                // An approval bills the first subscription and gives a membership number, and a
                // rejection changes the account's standing: the fees due, the look-up's results
                // and an open record say so without a reload. Not waited for: the line says
                // what was decided once the queue itself is read again.
                void refreshMemberStanding(queryClient);
                await queryClient.invalidateQueries({ queryKey: membershipKeys.applications });
                setAnnouncement(decided);
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
