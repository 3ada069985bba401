import { CONTACT_EMAIL, CONTACT_PHONE } from '@coaz/content-data';
import { Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { memberPageMeta } from '../member/member-page-meta';

export function meta() {
  return memberPageMeta(
    'This form needs JavaScript',
    'Logging in, joining and recovering a password need JavaScript; with it off, nothing typed was sent.',
  );
}

/**
 * Where a member-portal form lands when it is sent with JavaScript off (`method="post"`, see
 * member/needs-javascript.tsx): nothing was sent, and what to do instead. Prerendered, and no form
 * is ever sent here by the app itself.
 */
export default function NeedsJavaScript() {
  return (
    <div className="page page--narrow">
      <PageHeader
        title="This form needs JavaScript"
        eyebrow="Members"
        summary="JavaScript is off in this browser, so nothing you typed was sent or kept."
      />
      <p>
        Logging in, joining the association, recovering a password and paying the membership fee run
        in the browser with JavaScript. Turn it on in the browser's settings (a data-saving mode may
        have turned it off), or open the site in another browser, then try again.
      </p>
      <p>
        Every other page of the site reads without it. The secretariat can help by phone on{' '}
        <a href={`tel:${CONTACT_PHONE.replace(/\s+/g, '')}`}>{CONTACT_PHONE}</a> or by e-mail at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <p>
        <Link to="/home" className="coaz-button coaz-button--primary">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
