import { describe, expect, expectTypeOf, it } from 'vitest';
import { WORK_HOURS, type WorkHours } from './association/contact-details';
import { EXECUTIVE_TERM, type ExecutiveTerm } from './governance/governance-entries';

// Both were declared `as const`, so their types were today's words and years: a consumer could not
// keep the site settings' hours or the next term in a variable of their type ("Type 'string' is
// not assignable to type '"Monday to Friday"'"), and each new term changed the published types.
// `pnpm typecheck` checks the types; vitest runs the rest.
describe('values editors or an election change', () => {
  it('are typed by their kind', () => {
    expectTypeOf(WORK_HOURS).toEqualTypeOf<WorkHours>();
    expectTypeOf(WORK_HOURS.days).toEqualTypeOf<string>();
    expectTypeOf(EXECUTIVE_TERM).toEqualTypeOf<ExecutiveTerm>();
    expectTypeOf(EXECUTIVE_TERM.lastYear).toEqualTypeOf<number>();
  });

  it("take the settings' hours and the next term in a variable of their type", () => {
    let hours = WORK_HOURS;
    hours = { ...hours, days: 'Monday to Saturday' };
    let term = EXECUTIVE_TERM;
    term = { firstYear: term.lastYear + 1, lastYear: term.lastYear + 5 };
    expect([hours.days, term.firstYear]).toEqual(['Monday to Saturday', 2027]);
    expect(WORK_HOURS.days).toBe('Monday to Friday');
  });
});
