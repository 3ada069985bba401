import { describe, expect, it } from 'vitest';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import { addressesNearFinder, guessedAddressTarget, spellingOf } from './mistyped-address';

const pages = [
  '/about',
  '/news',
  '/home',
  '/join',
  '/categories/general',
  '/categories/psychiatry',
  '/categories/specialized_cllinicians',
  '/membership/full_membership',
  '/membership/life_membership',
  '/services/cpd',
  '/services/careers',
];

describe('spellingOf', () => {
  it('spells an address as the site does', () => {
    expect(spellingOf('/Categories/Clinical-Officer-General/')).toBe(
      '/categories/clinical_officer_general',
    );
    expect(spellingOf('/about.html')).toBe('/about');
    expect(spellingOf('/news/index.php')).toBe('/news');
    expect(spellingOf('/')).toBe('/');
  });
});

const addressesNear = (path: string, addresses: readonly string[]) =>
  addressesNearFinder(addresses)(path);

describe('addressesNearFinder', () => {
  it('finds the page meant by a slip of typing, a case, a number or hyphens', () => {
    expect(addressesNear('/categories/genral', pages)).toEqual(['/categories/general']);
    expect(addressesNear('/Categories/GENERAL', pages)).toEqual(['/categories/general']);
    expect(addressesNear('/category/general', pages)).toEqual(['/categories/general']);
    expect(addressesNear('/membership/full-membrship', pages)).toEqual([
      '/membership/full_membership',
    ]);
    expect(addressesNear('/categories/specialised_cllinicians', pages)).toEqual([
      '/categories/specialized_cllinicians',
    ]);
  });

  it('finds a page by its last part, typed alone or under another folder', () => {
    const deeper = [...pages, '/organisation/laws', '/organisation/administration/employees'];
    expect(addressesNear('/laws', deeper)).toEqual(['/organisation/laws']);
    expect(addressesNear('/employees', deeper)).toEqual(['/organisation/administration/employees']);
    expect(addressesNear('/Full-Membership', deeper)).toEqual(['/membership/full_membership']);
    expect(addressesNear('/about/lwas', deeper)).toEqual(['/organisation/laws']);
    // Two pages with that last part: both, for the visitor to choose.
    expect(addressesNear('/general', [...deeper, '/services/general'])).toEqual([
      '/categories/general',
      '/services/general',
    ]);
    // A page at the address's own depth still comes first.
    expect(addressesNear('/news', [...deeper, '/organisation/news'])).toEqual(['/news']);
  });

  it('gives every page equally near, so a choice is not made for the visitor', () => {
    expect(addressesNear('/services/brwad', ['/services/bread', '/services/broad'])).toEqual([
      '/services/bread',
      '/services/broad',
    ]);
  });

  it('guesses nothing for a short word, another word, or a pasted paragraph', () => {
    expect(addressesNear('/nope', pages)).toEqual([]);
    expect(addressesNear('/categories/nope', pages)).toEqual([]);
    // Two slips and another first letter is another word.
    expect(addressesNear('/categories/feneral', pages)).toEqual(['/categories/general']);
    expect(addressesNear('/categories/fenerak', pages)).toEqual([]);
    expect(addressesNear(`/categories/${'general'.repeat(300)}`, pages)).toEqual([]);
    expect(addressesNear('/services/cpd/extra', pages)).toEqual([]);
  });

  it('knows the addresses people guess, and where each leads', () => {
    const [contact] = addressesNear('/Contact-Us/', pages);
    expect(contact && guessedAddressTarget(contact)).toBe(SECRETARIAT_CONTACT_PATH);
    const [jobs] = addressesNear('/job', pages);
    expect(jobs && guessedAddressTarget(jobs)).toBe('/services/careers');
    expect(guessedAddressTarget('/about')).toBeUndefined();
  });

  it('knows a category or service by the name its page shows', () => {
    const [general] = addressesNear('/categories/Clinical-Officer-General', pages);
    expect(general && guessedAddressTarget(general)).toBe('/categories/general');
    expect(guessedAddressTarget('/categories/mental_health_officers')).toBe(
      '/categories/medical_psychiatry_officers',
    );
    expect(guessedAddressTarget('/services/learning_and_cpd')).toBe('/services/cpd');
    // A name that is already the address is no second address.
    expect(guessedAddressTarget('/services/careers')).toBeUndefined();
    expect(guessedAddressTarget('/constructor')).toBeUndefined();
  });
});
