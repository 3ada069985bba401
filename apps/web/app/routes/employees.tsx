import { employees } from '@coaz/content-data';
import { PageHeader } from '../content/page-header';
import { PeopleGrid } from '../organisation/people-grid';
import { placePeople } from '../organisation/placed-people';
import {
  seatsByHolder,
  showsUnnamedOffice,
  UnnamedOfficesNote,
} from '../organisation/unnamed-offices';
import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { pageMeta } from '../seo/page-meta';
import { EMPLOYEES_PATH } from '../site/site-navigation';
import type { Route } from './+types/employees';

/** The staff editors placed in the secretariat's posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(requireSiteRenderContext(context).apiFetch);
  return { staff: await content.people('employees') };
}

export function meta() {
  return pageMeta({
    title: 'Employees',
    description:
      'The secretariat of the association in Lusaka: the staff who run membership, finance, CPD and communications day to day.',
    path: EMPLOYEES_PATH,
  });
}

/** The secretariat's staff. */
export default function Employees({ loaderData }: Route.ComponentProps) {
  const staff = placePeople(employees, loaderData.staff, 'Secretariat');
  return (
    <div className="page">
      <PageHeader
        title="Employees"
        eyebrow="Administration"
        summary="The secretariat runs the association day to day from Lusaka, under the Secretary General."
      />
      <PeopleGrid heading="Secretariat" {...seatsByHolder(employees, staff)} />
      {showsUnnamedOffice(employees, staff) ? <UnnamedOfficesNote /> : null}
    </div>
  );
}
