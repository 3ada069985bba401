import { ApiError, type Editor, type MemberRole } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button, Spinner, TextField } from '@coaz/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { busyButtonProps, busySubmitProps } from './busy-button-props';
import { SavedAnnouncement } from './saved-announcement';

const EDITORS_KEY = ['coaz', 'studio', 'editors'] as const;

const ROLE_NAMES: Record<MemberRole, string> = {
  member: 'Member',
  editor: 'Editor',
  admin: 'Admin',
};

/** A member as the line after a role change names them: their name, and the user name listed. */
function memberName(member: Editor): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${member.username})` : member.username;
}

/**
 * What the server says about the member typed into Make editor, said at that field: nobody has
 * it (404), it names several accounts or an admin (409).
 */
const refusesTypedMember = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * For admins: who may edit the site, with Remove beside each editor, and a form that makes a
 * member an editor by their membership number, mobile number or user name (the server finds the
 * one account it names; staff know a colleague's number, not the user name they log in with).
 * Admins are listed but not removable here, so the association never locks itself out.
 */
export function EditorsAdmin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  // A refusal of what was typed is said at the field, not again above the form.
  const [refusedAtField, setRefusedAtField] = useState(false);
  // The field takes the cursor with its message, as the studio's forms give it to the first field
  // that has one, so the admin corrects what they typed there.
  const formRef = useRef<HTMLFormElement>(null);
  const sayAtField = (message: string) => {
    setError(message);
    formRef.current?.querySelector('input')?.focus();
  };
  const [announcement, setAnnouncement] = useState<string>();
  // Who was just removed, for Undo beside the line that says so: one tap on the wrong row of the
  // list took a colleague's role away, and giving it back meant typing their username.
  const [removed, setRemoved] = useState<string>();
  const editors = useQuery({ queryKey: EDITORS_KEY, queryFn: () => client.studio.editors() });
  const setRole = useMutation({
    mutationFn: ({ name, role }: { name: string; role: MemberRole }) =>
      client.studio.setRole(name, role),
    // The line before goes, so the next one is drawn (and takes the cursor) even in the same words.
    onMutate: () => {
      setAnnouncement(undefined);
      setRefusedAtField(false);
    },
    onSuccess: async (member, { role }) => {
      // Undo stays (busy) while it works, keeping the cursor, and goes once something else is done.
      setRemoved(role === 'member' ? member.username : undefined);
      // Said once the list is read again: a removed editor's row goes with the Remove button
      // that held the cursor, and the line then takes it (`SavedAnnouncement`), where a keyboard
      // user was dropped at the top of the page.
      await queryClient.invalidateQueries({ queryKey: EDITORS_KEY });
      // Named by the server's answer, so an admin who typed a number reads whom it made an editor.
      const who = memberName(member);
      setAnnouncement(
        role === 'member' ? `${who} is no longer an editor` : `${who} is now an editor`,
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setRole.isPending) return;
    const name = typed.trim();
    setAnnouncement(undefined);
    if (name === '') {
      sayAtField("Enter the member's membership number, mobile number or user name");
      return;
    }
    // The server sets whatever role it is asked for: an admin's username typed here would make
    // them an editor, taking away their right to choose editors, under "is now an editor".
    const listed = editors.data?.find((editor) => editor.username === name.toLowerCase());
    if (listed) {
      sayAtField(
        listed.role === 'admin'
          ? `${listed.username} is an admin, who edits the site already; an admin's role is not changed here`
          : `${listed.username} is an editor already`,
      );
      return;
    }
    setError(undefined);
    // Only the form's own change clears its field: a Remove or an Undo leaves what was typed, and
    // so does a refusal, said at the field.
    setRole.mutate(
      { name, role: 'editor' },
      {
        onSuccess: () => setTyped(''),
        onError: (refusal) => {
          if (!refusesTypedMember(refusal)) return;
          setRefusedAtField(true);
          sayAtField(refusal.message);
        },
      },
    );
  };

  return (
    <section className="studio-collection" aria-labelledby="studio-editors">
      <h2 id="studio-editors">Editors</h2>
      <p>
        Editors keep the news, events, vacancies, people and partners. Admins also choose editors.
      </p>
      {announcement ? <SavedAnnouncement message={announcement} /> : null}
      {removed ? (
        <Button
          variant="secondary"
          {...busyButtonProps(setRole.isPending, () =>
            setRole.mutate({ name: removed, role: 'editor' }),
          )}
        >
          Undo: make {removed} an editor again
        </Button>
      ) : null}
      {setRole.isError && !refusedAtField ? (
        <Alert tone="error" title="The role was not changed">
          {setRole.error.message}
        </Alert>
      ) : null}
      <form
        ref={formRef}
        className="member-form"
        onSubmit={submit}
        noValidate
        aria-label="Make an editor"
      >
        <TextField
          label="Membership number, mobile number or user name"
          // An admin knows a colleague by name and number, not by the user name they log in with,
          // which a member finds only on their own dashboard.
          hint="As on their membership card (COAZ-000123), the mobile number they gave the association, or the user name they log in with (on their dashboard, under My profile)."
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          {...(error ? { error } : {})}
          required
        />
        <Button {...busySubmitProps(setRole.isPending)}>Make editor</Button>
      </form>
      {editors.isPending ? (
        <Spinner label="Loading the editors…" showLabel />
      ) : editors.isError ? (
        <Alert tone="error" title="The editors could not be loaded">
          {editors.error.message}
        </Alert>
      ) : (
        <ul className="studio-list" aria-label="Editors">
          {editors.data.map((editor) => {
            const name =
              [editor.firstName, editor.lastName].filter(Boolean).join(' ') || editor.username;
            return (
              <li key={editor.id} className="studio-list__item">
                <div className="studio-list__text">
                  <h3 className="studio-list__title">{name}</h3>
                  <p className="studio-list__summary">
                    {editor.username} · {ROLE_NAMES[editor.role]}
                  </p>
                </div>
                {editor.role === 'editor' ? (
                  <Button
                    variant="secondary"
                    {...busyButtonProps(setRole.isPending, () =>
                      setRole.mutate({ name: editor.username, role: 'member' }),
                    )}
                    aria-label={`Remove as editor: ${name}`}
                  >
                    Remove as editor
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
