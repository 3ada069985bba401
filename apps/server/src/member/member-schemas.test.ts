import { describe, expect, it } from 'vitest';
import { NewPassword, Password } from './member-schemas';

describe('NewPassword', () => {
  it('refuses every password that login refuses, so no new password can lock a member out', () => {
    for (const refused of ['Kabwe\u0000Clinic-2027', '\u0000'.repeat(12), 'k'.repeat(1025)]) {
      expect(Password.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
      expect(NewPassword.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
    }
    expect(NewPassword.safeParse('Kabwe-Clinic-2027').success).toBe(true);
    expect(Password.safeParse('Kabwe-Clinic-2027').success).toBe(true);
  });
});
