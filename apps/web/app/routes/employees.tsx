import { employees } from '@coaz/content-data';
import { PageHeader } from '../content/page-header';
import { PeopleGrid, personDetails } from '../organisation/people-grid';
import { pageMeta } from '../seo/page-meta';
import { EMPLOYEES_PATH } from '../site/site-navigation';

export function meta() {
  return pageMeta({
    title: 'Employees',
    description:
      'The secretariat of the association in Lusaka: the staff who run membership, finance, CPD and communications day to day.',
    path: EMPLOYEES_PATH,
  });
}

/** The secretariat's staff. */
export default function Employees() {
  return (
    <div className="page">
      <PageHeader
        title="Employees"
        eyebrow="Administration"
        summary="The secretariat runs the association day to day from Lusaka, under the Secretary General."
      />
      <PeopleGrid
        heading="Secretariat"
        people={employees.map((employee) => personDetails(employee, 'Secretariat'))}
      />
    </div>
  );
}
