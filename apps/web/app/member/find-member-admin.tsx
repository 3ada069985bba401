import type { WireSchemas } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Button } from '@coaz/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { AdminList } from './admin-list';
import { AdminMemberSearch } from './admin-member-search';
import { memberName } from './member-name';
import { MemberRecordPanel } from './member-record-panel';
import { accountStanding, paidYearWords, standingToday } from './membership-standing';
import { MoreResults } from './more-results';
import { formatMobileNumber } from './zambian-mobile-number';

/** An account as `GET admin/members` lists it. */
export type MemberFound = WireSchemas['MemberFound'];

type MembersFoundPage = WireSchemas['MembersFoundPage'];

/** Query key of the look-up for `search`, under the api-client's `coaz` prefix. */
export const membersFoundKey = (search: string) => ['coaz', 'admin', 'members', search] as const;

/**
 * How many match, in a sentence for the status line, which screen readers announce: "No account
 * matches" too, so an empty answer is heard as a full one is; "More than 20" while more follow
 * ({@link MoreResults} says how to see them). Nothing while nothing has come back.
 */
function countSentence(shown: number | undefined, more: boolean, search: string): string {
  if (shown === undefined) return '';
  if (shown === 0) return `No account matches “${search}”.`;
  if (more) return `More than ${shown} accounts match “${search}”.`;
  return shown === 1 ? `1 account matches “${search}”.` : `${shown} accounts match “${search}”.`;
}

function MemberFoundEntry({ member, today }: { member: MemberFound; today: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const shown = memberName(member);
  const paidYear = paidYearWords(member, today, { standingBeside: true });
  const facts = [
    member.membershipNumber ?? 'no membership number',
    member.membershipTypeName ?? 'no membership type',
    // The standing in the member's own profile's words: an account stays ACTIVE after the grace
    // period until the hourly dues job lapses it, and the line said "Active" then.
    accountStanding(member.status, member, today, member.applicationStatus),
    paidYear ? `paid year ${paidYear}` : 'no paid year on record',
    member.phoneNumber ? formatMobileNumber(member.phoneNumber) : 'no mobile number',
  ];
  return (
    <li>
      <strong>{shown}</strong>
      {shown === member.username ? '' : ` (${member.username})`}
      {member.country ? `, in ${member.country}` : ''}: {facts.join(', ')}.
      <div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Close the record' : 'Open the record'}{' '}
          <span className="coaz-visually-hidden">of {shown}</span>
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <MemberRecordPanel id={member.id} name={shown} today={today} /> : null}
      </div>
    </li>
  );
}

/**
 * The secretariat looks up any account, member or applicant, by name, user name, organisation,
 * membership, NRC or passport number, or mobile number, and opens its record: the account, the
 * membership and its standing, the application, bills, payments and refunds (admins only; the
 * server refuses anyone else). Twenty a page; "More results" brings the next.
 */
export function FindMemberAdmin({
  today = standingToday(),
}: {
  /** Lusaka's date, for whether a paid year is over. @default the server's today */
  today?: string;
} = {}) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const found = useInfiniteQuery({
    queryKey: membersFoundKey(search),
    queryFn: ({ pageParam, signal }) =>
      client.http.get<MembersFoundPage>('admin/members', {
        query: { q: search, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: search !== '',
  });
  const items = found.data?.pages.flatMap((page) => page.items);
  const list = useRef<HTMLDivElement>(null);

  return (
    <section className="page-section" aria-labelledby="find-member">
      <h2 id="find-member">Find a member</h2>
      <p>
        Look up any account, a member’s or an applicant’s, and open its record: membership and
        standing, application, bills, payments and refunds.
      </p>
      <AdminMemberSearch
        landmark="All members"
        label="Name or number to look up"
        name="member-look-up"
        // The same words again ask again: the secretariat searches anew after changing a record
        // elsewhere, and a Search that did nothing would show what it knew before. An empty
        // field asks nothing (refetch would, disabled or not).
        onSearch={(text) =>
          text !== '' && text === search ? void found.refetch() : setSearch(text)
        }
      />
      <div ref={list}>
        <AdminList
          done={countSentence(items?.length, Boolean(found.hasNextPage), search)}
          doneRef={status}
          loading={search !== '' && found.isPending}
          loadingLabel="Looking for members…"
          error={found.isFetchNextPageError ? null : found.error}
          items={items}
          // Said in the status line (countSentence).
          empty={null}
          renderItem={(member) => (
            <MemberFoundEntry key={member.id} member={member} today={today} />
          )}
        />
      </div>
      {/* More results takes the cursor to the first account it brought (its Open button). */}
      <MoreResults query={found} shown={items?.length ?? 0} what="accounts" list={list} />
    </section>
  );
}
