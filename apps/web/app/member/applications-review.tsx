import { ApiError } from '@coaz/api-client';
import type { ReviewedApplication, SharedNumber } from '@coaz/api-client/membership';
import { Alert, Button, TextField } from '@coaz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDate } from '../dates/format-date';
import { applicantDetails, applicantName } from '../join/applicant-details';
import { serverFieldError } from '../join/server-field-error';
import { busyButtonProps, busySubmitProps } from '../studio/busy-button-props';
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
 * review by adding documents, when and why it was refused before, which the documents must answer.
 */
function appliedLine({ submittedAt, previousRefusal }: ReviewedApplication): string {
  if (!previousRefusal) return `Applied ${formatDate(submittedAt)}.`;
  const reason = previousRefusal.reason.trim();
  const end = /[.!?]$/.test(reason) ? '' : '.';
  return `Applied again on ${formatDate(submittedAt)}; last refused on ${formatDate(previousRefusal.refusedAt)}: “${reason}”${end}`;
}

function ApplicationReview({
  application,
  onDecided,
}: {
  application: ReviewedApplication;
  /** Called with what was decided, in words, once the decision is made. */
  onDecided: (decided: string) => Promise<void>;
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
        await onDecided(
          `${name}: another admin decided this application meanwhile, so yours was not recorded.`,
        );
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
              <Button
                variant="secondary"
                aria-describedby={`${documentsId}-${document.id}`}
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
                {documentAddedLine(document.addedAt, application.previousRefusal?.refusedAt)}
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
  const [announcement, setAnnouncement] = useState<string>();
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
