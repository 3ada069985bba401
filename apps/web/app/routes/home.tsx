import { ASSOCIATION_NAME, pageTitle } from '@coaz/content-data';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: pageTitle('Home') },
    {
      name: 'description',
      content: `The ${ASSOCIATION_NAME}: the national body of clinical officers and mid-level clinical practitioners.`,
    },
  ];
}

export function HomeHeading() {
  return <h1>{ASSOCIATION_NAME}</h1>;
}

export default function Home() {
  return (
    <main>
      <HomeHeading />
      <p>The national voice of clinical officers and mid-level clinical practitioners in Zambia.</p>
    </main>
  );
}
