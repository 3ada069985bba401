import { Button, TextField } from '@coaz/ui-kit';
import { useState } from 'react';

/** What the secretariat's member searches match, as the server's `q` reads it. */
const MEMBER_SEARCH_HINT =
  'Part of the name, user name, organisation, membership, NRC or passport number, or a whole mobile number.';

/**
 * The secretariat's search for a member above a dashboard list (fees to record, members to bill,
 * any member to look up):
 * one landmark, one field and one Search button, so every such list is searched alike. The text
 * is handed over trimmed when the form is sent, not as it is typed: each search is a request.
 */
export function AdminMemberSearch({
  landmark,
  label,
  name,
  hint = MEMBER_SEARCH_HINT,
  onSearch,
}: {
  /** The search landmark's name, read by screen readers among the page's landmarks. */
  landmark: string;
  /** The field's label. */
  label: string;
  /** The field's form name, unique on the page. */
  name: string;
  /**
   * What the search matches, under the field, as the server's `q` reads it.
   * @default 'Part of the name, user name, organisation, membership, NRC or passport number, or a whole mobile number.'
   */
  hint?: string;
  onSearch: (text: string) => void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <search aria-label={landmark}>
      <form
        className="member-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(typed.trim());
        }}
      >
        <TextField
          label={label}
          name={name}
          type="search"
          hint={hint}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </search>
  );
}
