import '../member/member-portal.css';
import { useCurrentUser } from '@coaz/api-client/react';
import { Alert, type DashboardMode, DashboardSidebar, Spinner } from '@coaz/ui-kit';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsAdmin, useIsEditor } from '../contents/use-is-editor';
import { memberPageMeta } from '../member/member-page-meta';
import { MemberProfile } from '../member/member-profile';
import { RouterLink } from '../site/router-link';
import { Studio } from '../studio/studio';
import { studioHref, studioSectionFrom, studioSections } from '../studio/studio-sections';

export function meta() {
  return memberPageMeta('Dashboard');
}

const PROFILE = { id: 'profile', label: 'My profile', href: '/dashboard' };
const NOTICES = { id: 'notices', label: 'Notices', href: '/news' };

/**
 * The member's dashboard, for logged-in active members only (anyone else goes to /login). View
 * mode shows the profile and status; edit mode (`?mode=edit`, so a reload keeps it), offered to
 * editors only, manages the notices.
 */
export default function Dashboard() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: member, isPending, error } = useCurrentUser();
  const isEditor = useIsEditor();
  const isAdmin = useIsAdmin();
  const allowed = member?.status === 'ACTIVE';

  // A failed `current` is not a verdict: a refused refresh already sends the member home, and
  // patchy data must not throw them out to the login.
  useEffect(() => {
    if (!isPending && !error && !allowed) navigate('/login', { replace: true });
  }, [isPending, error, allowed, navigate]);

  if (error) {
    return (
      <div className="page">
        <Alert tone="error" title="Your dashboard could not be loaded">
          {error.message}
        </Alert>
      </div>
    );
  }
  if (!member || !allowed) {
    return (
      <div className="page">
        <Spinner label="Loading your dashboard…" showLabel />
      </div>
    );
  }

  const mode: DashboardMode = isEditor && searchParams.get('mode') === 'edit' ? 'edit' : 'view';
  const section = studioSectionFrom(searchParams.get('section'), isAdmin);
  const sections = isEditor ? [PROFILE, ...studioSections(isAdmin)] : [PROFILE, NOTICES];
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
  return (
    <div className="page dashboard">
      <DashboardSidebar
        sections={sections}
        mode={mode}
        onModeChange={
          isEditor ? (next) => setSearchParams(next === 'edit' ? { mode: 'edit' } : {}) : undefined
        }
        currentPath={mode === 'edit' ? studioHref(section) : '/dashboard'}
        header={<p className="dashboard__name">{name}</p>}
        linkComponent={RouterLink}
      />
      <div className="dashboard__main">
        <h1>Dashboard</h1>
        {mode === 'edit' ? <Studio section={section} /> : <MemberProfile member={member} />}
      </div>
    </div>
  );
}
