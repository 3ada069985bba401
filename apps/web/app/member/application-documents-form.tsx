import type { ApplicationDocuments, MembershipApplication } from '@coaz/api-client/membership';
import { Alert, Button } from '@coaz/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { documentPhotoToUpload } from '../join/document-photo';
import { FileField } from '../join/file-field';
import {
  type DocumentField,
  documentFieldErrors,
  oversizedDocuments,
} from '../join/server-field-error';
import { FormRefusal, focusField } from './form-problems';
import { refusalMessage } from './refusal-message';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

const KIND_NAMES: Record<string, string> = {
  practising_licence: 'Practising licence',
  student_card: 'Student card',
  other: 'Other document',
};

/**
 * Where the application stands, the one place the dashboard says it (the welcome says only what to
 * do next): with the secretariat and how the decision comes, the documents it still lacks, or why
 * it was refused.
 */
function applicationStanding(application: MembershipApplication): string {
  const type = application.membershipTypeName;
  if (application.status === 'APPROVED') return `${type}: approved`;
  // The server keeps the refusal's reason once documents send the application back for review;
  // under review again, it is no longer the answer.
  if (application.status === 'REJECTED') {
    return application.reason
      ? `${type}: not approved. Reason: ${application.reason}`
      : `${type}: not approved`;
  }
  // Only a full membership's licence or a student's card is ever required: one at most.
  const missing = application.missingDocuments.map(
    (kind) => KIND_NAMES[kind]?.toLowerCase() ?? kind,
  );
  return missing.length > 0
    ? `${type}: your ${missing.join(' and ')} is still needed. Once it is added, the secretariat reviews the application and tells you the decision by SMS.`
    : `${type}: with the secretariat for review; you will get their decision by SMS.`;
}

/** The application's documents, and a form to add the missing ones (or new evidence after a rejection). */
export function ApplicationDocumentsForm({ application }: { application: MembershipApplication }) {
  const membership = useMembershipClient();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ApplicationDocuments>({});
  // 'marked': about documents marked beside their fields, where the cursor goes instead.
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'marked'; text: string }>();
  // The server's refusal of one document (its type, its size), shown beside that document.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DocumentField, string>>>({});
  // Ignores presses while sending; the button is aria-disabled, not disabled, so it keeps the
  // cursor (a disabled one dropped it to the top of the page).
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const choose = (field: DocumentField) => (file: File | undefined) => {
    setFiles((current) => ({ ...current, [field]: file }));
  };
  // What was said of a document's previous file goes as soon as another is chosen (`onChosen`),
  // not a second later once a photo is made smaller and handed on, and "Please correct the
  // document marked below" with it once no document is marked: it stood above a form with none.
  const forgetDocumentProblem = (field: DocumentField) => () => {
    const left = { ...fieldErrors, [field]: undefined };
    setFieldErrors(left);
    if (!Object.values(left).some(Boolean)) {
      setMessage((current) => (current?.tone === 'marked' ? undefined : current));
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    // A refusal is something to act on: a refused document's field takes the cursor, after its
    // message is drawn, and any other refusal's message (FormRefusal) does. Documents added is
    // news, not a task: it is said by the live region below and the cursor stays on the button.
    const markDocuments = (refused: Partial<Record<DocumentField, string>>) => {
      flushSync(() => {
        setFieldErrors(refused);
        setMessage({ tone: 'marked', text: 'Please correct the document marked below.' });
      });
      const first = (['practisingLicence', 'studentCard', 'otherDocument'] as const).find(
        (field) => refused[field],
      );
      if (first) focusField(form, first);
    };
    if (!files.practisingLicence && !files.studentCard && !files.otherDocument) {
      setMessage({ tone: 'error', text: 'Choose a document to add' });
      return;
    }
    const tooLarge = oversizedDocuments(files as Partial<Record<DocumentField, File>>);
    if (Object.keys(tooLarge).length > 0) {
      markDocuments(tooLarge);
      return;
    }
    sending.current = true;
    setBusy(true);
    setFieldErrors({});
    setMessage(undefined);
    try {
      await membership.addDocuments(files);
      const added = Object.values(files).filter(Boolean).length;
      setFiles({});
      // The file pickers still showed the sent files' names, as if they were waiting to be sent.
      form.reset();
      // What comes of it (the review) is said once, above, as the application's state.
      setMessage({ tone: 'success', text: added > 1 ? 'Documents added.' : 'Document added.' });
      await queryClient.invalidateQueries({ queryKey: membershipKeys.summary });
    } catch (error) {
      const refused = documentFieldErrors(error, files as Partial<Record<DocumentField, File>>);
      if (refused) {
        markDocuments(refused);
      } else {
        setMessage({ tone: 'error', text: refusalMessage(error) });
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <section className="page-section" id="documents" aria-labelledby="application-documents">
      <h2 id="application-documents">Your application</h2>
      <p>{applicationStanding(application)}</p>
      <ul>
        {application.documents.map((document) => (
          <li key={document.id}>
            {KIND_NAMES[document.kind] ?? document.kind}: {document.originalName}
          </li>
        ))}
      </ul>
      {application.status !== 'APPROVED' ? (
        <form className="member-form" onSubmit={submit} noValidate aria-label="Add documents">
          {message?.tone === 'error' ? <FormRefusal message={message.text} /> : null}
          {/* The cursor goes to the marked document, whose error is read with it: as an alert
              too, this line was read as well, ahead of it. */}
          {message?.tone === 'marked' ? (
            <Alert tone="error" live={false}>
              {message.text}
            </Alert>
          ) : null}
          {/* The documents the application form asked of this type: an affiliate (an institution
              or a supporter) has no practising licence, so it adds other documents alone. */}
          {application.membershipType === 'student_membership' ? (
            <FileField
              shrink={documentPhotoToUpload}
              label="Student card"
              name="studentCard"
              file={files.studentCard as File | undefined}
              onChosen={forgetDocumentProblem('studentCard')}
              onChange={choose('studentCard')}
              error={fieldErrors.studentCard}
            />
          ) : application.membershipType !== 'affiliate_membership' ? (
            <FileField
              shrink={documentPhotoToUpload}
              label="Practising licence"
              name="practisingLicence"
              file={files.practisingLicence as File | undefined}
              onChosen={forgetDocumentProblem('practisingLicence')}
              onChange={choose('practisingLicence')}
              error={fieldErrors.practisingLicence}
            />
          ) : null}
          <FileField
            shrink={documentPhotoToUpload}
            label="Other supporting document"
            name="otherDocument"
            file={files.otherDocument as File | undefined}
            onChosen={forgetDocumentProblem('otherDocument')}
            onChange={choose('otherDocument')}
            error={fieldErrors.otherDocument}
          />
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? 'Adding…' : 'Add documents'}
          </Button>
          {/* Under the button the cursor stays on. Drawn before anything is added, so screen
              readers hear what is put in it (a live region drawn with its message is not reliably
              read); the Alert is no live region of its own, or the line would be read twice. */}
          <div role="status" className="member-form-status">
            {message?.tone === 'success' ? (
              <Alert tone="success" live={false}>
                {message.text}
              </Alert>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
