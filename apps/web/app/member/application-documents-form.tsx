import type { ApplicationDocuments, MembershipApplication } from '@coaz/api-client/membership';
import { Alert, Button } from '@coaz/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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

/** The application's documents, and a form to add the missing ones (or new evidence after a rejection). */
export function ApplicationDocumentsForm({ application }: { application: MembershipApplication }) {
  const membership = useMembershipClient();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ApplicationDocuments>({});
  // 'marked': about documents marked beside their fields, where the cursor goes instead.
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'marked'; text: string }>();
  // The server's refusal of one document (its type, its size), shown beside that document.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DocumentField, string>>>({});
  const [busy, setBusy] = useState(false);
  const doneLine = useRef<HTMLDivElement>(null);
  const choose = (field: DocumentField) => (file: File | undefined) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The button is disabled while sending, which left the cursor nowhere (a phone's screen reader
    // then starts again from the top of the page): each outcome takes it. A refused document's
    // field takes it, after its message is drawn; any other refusal's message (FormRefusal) or the
    // done line does.
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
    setBusy(true);
    setFieldErrors({});
    setMessage(undefined);
    try {
      await membership.addDocuments(files);
      setFiles({});
      // The file pickers still showed the sent files' names, as if they were waiting to be sent.
      form.reset();
      flushSync(() =>
        setMessage({
          tone: 'success',
          text: 'Document added; the secretariat will review your application.',
        }),
      );
      doneLine.current?.focus();
      await queryClient.invalidateQueries({ queryKey: membershipKeys.summary });
    } catch (error) {
      const refused = documentFieldErrors(error, files as Partial<Record<DocumentField, File>>);
      if (refused) {
        markDocuments(refused);
      } else {
        setMessage({ tone: 'error', text: refusalMessage(error) });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="page-section" id="documents" aria-labelledby="application-documents">
      <h2 id="application-documents">Your application</h2>
      <p>
        {application.membershipTypeName}:{' '}
        {application.status === 'SUBMITTED'
          ? 'with the secretariat for review'
          : application.status === 'APPROVED'
            ? 'approved'
            : 'not approved'}
        {/* The server keeps the refusal's reason once documents send the application back for
            review; under review again, it is no longer the answer. */}
        {application.status === 'REJECTED' && application.reason
          ? `. Reason: ${application.reason}`
          : ''}
      </p>
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
          {message?.tone === 'marked' ? <Alert tone="error">{message.text}</Alert> : null}
          {message?.tone === 'success' ? (
            <div ref={doneLine} tabIndex={-1} className="member-form-done">
              <Alert tone="success">{message.text}</Alert>
            </div>
          ) : null}
          {/* The documents the application form asked of this type: an affiliate (an institution
              or a supporter) has no practising licence, so it adds other documents alone. */}
          {application.membershipType === 'student_membership' ? (
            <FileField
              label="Student card"
              name="studentCard"
              file={files.studentCard as File | undefined}
              onChange={choose('studentCard')}
              error={fieldErrors.studentCard}
            />
          ) : application.membershipType !== 'affiliate_membership' ? (
            <FileField
              label="Practising licence"
              name="practisingLicence"
              file={files.practisingLicence as File | undefined}
              onChange={choose('practisingLicence')}
              error={fieldErrors.practisingLicence}
            />
          ) : null}
          <FileField
            label="Other supporting document"
            name="otherDocument"
            file={files.otherDocument as File | undefined}
            onChange={choose('otherDocument')}
            error={fieldErrors.otherDocument}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding…' : 'Add documents'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
