import '../member/member-portal.css';
import { Alert, TextField } from '@coaz/ui-kit';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { data, redirect } from 'react-router';
import { PageHeader } from '../content/page-header';
import { focusField } from '../member/form-problems';
import { GOOD_STANDING_DATE_MEANS } from '../member/good-standing-date';
import { MembershipNotLicence } from '../member/membership-not-licence';
import {
  MEMBERSHIP_NUMBER_FORMAT,
  NO_MEMBERSHIP_NUMBER,
  readMembershipNumber,
} from '../member/membership-number-reading';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/verify-form';

/** The form's one field, also the query parameter page-address.ts keeps for `/verify`. */
const NUMBER_PARAMETER = 'number';

/** What is said while a number sent is checked: on a slow link the answer takes seconds. */
export const CHECKING = 'Checking the number…';

/** What is said when the form is sent with no number in it: a request, not a refusal. */
const NO_NUMBER_TITLE = 'Enter a membership number';

/**
 * What is said of a number that does not read as one: the title `/verify/{number}` gives the same
 * number (verify.tsx). The form said "That number could not be checked", which an employer could
 * take for the check failing, to try again later, where the number itself is mistyped.
 */
const NOT_A_NUMBER_TITLE = 'Not a membership number';

/** What the form shows: the number as typed and why it could not be read, after a refusal. */
interface VerifyFormState {
  typed: string;
  problem: string | null;
}

/**
 * The form is a plain GET (`/verify?number=…`), so it works with JavaScript off: a number that
 * reads as one (see readMembershipNumber) leads to its verification, `/verify/COAZ-000123`, the
 * page a card's QR code opens; one that does not is answered 400 with the form again, the typed
 * text kept and the format in words. Both are `no-store`: each typed number is its own answer,
 * which the page cache must not keep. The form alone is the same for everyone and may be cached.
 */
export function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get(NUMBER_PARAMETER);
  if (typed === null) return data<VerifyFormState>({ typed: '', problem: null });
  const noStore = { 'Cache-Control': 'no-store' };
  const reading = readMembershipNumber(typed);
  if ('number' in reading) {
    throw redirect(`/verify/${encodeURIComponent(reading.number)}`, { headers: noStore });
  }
  return data<VerifyFormState>(
    { typed: typed.slice(0, 100), problem: reading.problem },
    { status: 400, headers: noStore },
  );
}

/** The loader's `Cache-Control: no-store` on a refused number's page as well. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return pageMeta({
    title: 'Check a membership',
    description:
      'Employers and the public: type the membership number on a COAZ membership card to check whether the membership is in good standing today.',
    path: '/verify',
  });
}

/**
 * Where an employer or anyone else types the number on a membership card to check it (`/verify`),
 * for a card read by eye rather than by its QR code.
 */
export default function VerifyForm({ loaderData }: Route.ComponentProps) {
  const { typed } = loaderData;
  // Sent empty with JavaScript on, the form asks for the number where it is: a page load on
  // mobile data would only bring back the same request. Without JavaScript the loader says it.
  const [askedForNumber, setAskedForNumber] = useState(false);
  const problem = askedForNumber ? NO_MEMBERSHIP_NUMBER : loaderData.problem;
  // Nothing typed is no number that failed a check, and is not called one.
  const noNumber = askedForNumber || (problem !== null && typed.trim() === '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const field = form.elements.namedItem(NUMBER_PARAMETER);
    if (!(field instanceof HTMLInputElement)) return;
    if (field.value.trim() !== '') {
      setAskedForNumber(false);
      return;
    }
    event.preventDefault();
    flushSync(() => setAskedForNumber(true));
    // Enter pressed in the field leaves the cursor there, where the request is said (focusField).
    focusField(form, NUMBER_PARAMETER);
  };
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title="Check a membership"
        eyebrow="Membership"
        summary="Check that a clinical officer’s COAZ membership is in good standing today, from the number on their membership card."
      />
      {/* The server answers the form with no script, so focusing its field does not fetch the
          app; while the answer comes, the page's starter says so (start-on-demand.ts). */}
      <form
        method="get"
        action="/verify"
        className="member-form"
        noValidate
        onSubmit={submit}
        data-sends-without-app={CHECKING}
      >
        {/* No live region: the field takes the cursor and is read with the problem, its
            description; as an alert as well, a screen reader could read the problem twice on the
            page's load. The summary stays, to see and to follow to the field (as on /join). */}
        {problem ? (
          <Alert tone="error" title={noNumber ? NO_NUMBER_TITLE : NOT_A_NUMBER_TITLE} live={false}>
            <p>
              <a href="#membership-number" className="coaz-link">
                {problem}
              </a>
            </p>
          </Alert>
        ) : null}
        <TextField
          id="membership-number"
          name={NUMBER_PARAMETER}
          label="Membership number"
          hint={`On the membership card, in the line “Membership number” under the member’s name: ${MEMBERSHIP_NUMBER_FORMAT}.`}
          defaultValue={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          required
          // The answer to a refused number is a new page, which put the cursor at its top: it
          // goes to the field, read with what is wrong with the number and scrolled into view.
          autoFocus={problem !== null}
          {...(problem ? { error: problem } : {})}
        />
        <button type="submit" className="coaz-button coaz-button--primary">
          Check membership
        </button>
      </form>
      <section className="page-section" aria-labelledby="verify-result-meaning">
        <h2 id="verify-result-meaning">What the answer means</h2>
        <p>
          <strong>In good standing until</strong> a date: the member’s subscription is paid, and the
          membership stays in good standing until that date. {GOOD_STANDING_DATE_MEANS} The page
          shows the member’s name, membership type and category, to compare with the person and
          their identity card.
        </p>
        <p>
          <strong>In good standing</strong> with no date: a member on the association’s roll from
          before subscriptions were paid online, whose year the secretariat has not yet billed.
        </p>
        <p>
          <strong>Not in good standing</strong>: the number is a member’s, but the membership is not
          active today, for example because the subscription has not been paid.
        </p>
        <p>
          <strong>No member with that number</strong>: check the number on the card again. A card
          whose number is not found is not a COAZ membership card.
        </p>
        <p>
          The check is made when you ask and says nothing else about the member. A card’s QR code
          opens the same check.
        </p>
        <MembershipNotLicence />
      </section>
    </div>
  );
}
