import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Each page is its own module, so a visitor downloads the code of the page they open and no more.
export default [
  index('routes/home.tsx', { id: 'index' }),
  route('home', 'routes/home.tsx', { id: 'home' }),
  route('about', 'routes/about.tsx'),
  route('objective', 'routes/objective.tsx'),
  route('development', 'routes/development.tsx'),
  route('readmore', 'routes/readmore.tsx'),
  route('constitution', 'routes/constitution.tsx'),
  route('news', 'routes/news.tsx'),
  route('search', 'routes/search.tsx'),
  route('association', 'routes/group-redirect.tsx', { id: 'association-group' }),
  route('association/:duty', 'routes/association-duty.tsx'),
  route('services', 'routes/group-redirect.tsx', { id: 'services-group' }),
  route('services/:service', 'routes/service.tsx', { id: 'service' }),
  route('categories', 'routes/group-redirect.tsx', { id: 'categories-group' }),
  route('categories/:category', 'routes/category.tsx'),
  route('organisation', 'routes/group-redirect.tsx', { id: 'organisation-group' }),
  route('organisation/governance', 'routes/group-redirect.tsx', { id: 'governance-group' }),
  route('organisation/administration', 'routes/group-redirect.tsx', {
    id: 'administration-group',
  }),
  route('organisation/governance/committees_of_the_executive/:committee', 'routes/committee.tsx'),
  route('organisation/governance/:entry', 'routes/governance.tsx'),
  route('organisation/administration/employees', 'routes/employees.tsx'),
  route('organisation/laws', 'routes/laws.tsx'),
  route('membership', 'routes/group-redirect.tsx', { id: 'membership-group' }),
  route('membership/:type', 'routes/membership.tsx'),
  // The member portal: rendered on the client from the SPA fallback, never prerendered.
  route('login', 'routes/login.tsx'),
  route('mobile_payment', 'routes/mobile-payment.tsx'),
  route('change_password', 'routes/change-password.tsx'),
  route('finish_registration', 'routes/finish-registration.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  // Membership (issue 21): joining is prerendered; recovery and verification render on the client.
  route('join', 'routes/join.tsx'),
  route('forgot_password', 'routes/forgot-password.tsx'),
  // Where those forms land when sent with JavaScript off: nothing was sent (prerendered).
  route('needs_javascript', 'routes/needs-javascript.tsx'),
  // Where an employer types the number on a card; it leads to the number's verification below.
  route('verify', 'routes/verify-form.tsx'),
  route('verify/:membershipNumber', 'routes/verify.tsx'),
  // The news posts' sitemap, from the content API (the pages' sitemap.xml is a build file).
  route('sitemap-news.xml', 'routes/sitemap-news.tsx'),
  // The news as an Atom feed, from the content API.
  route('feed.xml', 'routes/news-feed.tsx'),
  // Where the server renders a page's address spelt otherwise or mistyped from (see
  // render/page-address.ts): a permanent redirect to the page. No link leads here.
  route('__moved/*', 'routes/moved-address.tsx'),
  // Where the server renders a mistyped address two pages are equally near from: the 404 page
  // with those pages to choose from.
  route('__near', 'routes/near-pages.tsx'),
] satisfies RouteConfig;
