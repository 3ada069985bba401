import { describe, expect, it } from 'vitest';
import { DEMO_CONTENTS } from './seed-demo';

describe('the demo notices', () => {
  it('promise no CPD log on the dashboard, which the site does not have', () => {
    const cpd = DEMO_CONTENTS.filter((notice) => /CPD|professional development/i.test(notice.body));
    expect(cpd).not.toHaveLength(0);
    for (const notice of cpd) expect(notice.body).not.toMatch(/dashboard/i);
  });
});
