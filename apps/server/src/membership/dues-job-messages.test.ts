import { describe, expect, it } from 'vitest';
import { approvalMessage, rejectionMessage } from '../applications/admin-application-routes';
import { loadConfig } from '../config';
import { firstSubscriptionReminder, lapseNotice, renewalReminder } from './dues-job';
import { loginAddress, SMS_HOST_LENGTH } from './sms-site-address';

// The longest each part can be: September is the longest month (the reminder's two dates are both
// given it), K10,000.00 a fee no type reaches.
const LOGIN = loginAddress('https://coaz.org.zm');
const DATE = '2029-09-28';
const FEE = 'K10,000.00';
// The characters an SMS carries in GSM-7 (one part holds 160 of them); any other character (a
// curly quote, say) sends the whole message in UCS-2, 70 characters a part.
const GSM_7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

describe('the SMS that send a member to log in', () => {
  it('write the site address as short as it goes: host and /login', () => {
    expect(LOGIN).toBe('coaz.org.zm/login');
    expect(loginAddress('http://127.0.0.1:4110')).toBe('127.0.0.1:4110/login');
    expect(loginAddress(undefined)).toBeUndefined();
  });

  const messages = {
    approval: approvalMessage('COAZ-000123', FEE, LOGIN),
    reminder: renewalReminder(DATE, DATE, FEE, LOGIN),
    lapse: lapseNotice(DATE, FEE, LOGIN),
    'first subscription reminder': firstSubscriptionReminder(FEE, LOGIN),
  };

  for (const [name, text] of Object.entries(messages)) {
    it(`the ${name} says where to log in and stays one SMS`, () => {
      expect(text).toContain(' coaz.org.zm/login');
      expect(text).toMatch(GSM_7);
      expect(text.length, text).toBeLessThanOrEqual(160);
    });
  }

  // An address longer than the association's own (`www.`, a subdomain) sent the approval and the
  // lapse notice in two parts, each paid for.
  it('stay one SMS with a site host as long as SMS_HOST_LENGTH', () => {
    const host = `${'w'.repeat(SMS_HOST_LENGTH - '.coaz.org.zm'.length)}.coaz.org.zm`;
    expect(host).toHaveLength(SMS_HOST_LENGTH);
    const login = loginAddress(`https://${host}`);
    for (const text of [
      approvalMessage('COAZ-000123', FEE, login),
      renewalReminder(DATE, DATE, FEE, login),
      lapseNotice(DATE, FEE, login),
      firstSubscriptionReminder(FEE, login),
    ]) {
      expect(text.length, text).toBeLessThanOrEqual(160);
    }
  });

  // The reminders named both ways to pay and the approval only the site: an applicant without a
  // wallet read that they could not pay their first subscription.
  it('name the secretariat as a way to pay the first subscription, still in one SMS', () => {
    const host = `${'w'.repeat(SMS_HOST_LENGTH - '.coaz.org.zm'.length)}.coaz.org.zm`;
    for (const fee of ['K1,000.00', FEE]) {
      for (const login of [loginAddress(`https://${host}`), undefined]) {
        const text = approvalMessage('COAZ-000123', fee, login);
        expect(text).toContain(' or at the secretariat ');
        expect(text.length, text).toBeLessThanOrEqual(160);
      }
    }
  });

  it('say what to do and for how much', () => {
    expect(messages.approval).toBe(
      'COAZ: you are approved, membership number COAZ-000123. Pay the K10,000.00 subscription at coaz.org.zm/login or at the secretariat to become active.',
    );
    expect(renewalReminder('2029-09-28', '2029-10-28', FEE, LOGIN)).toBe(
      'COAZ: your paid year ends on 28 September 2029 (good standing until 28 October 2029). Renew at coaz.org.zm/login or at the secretariat: K10,000.00.',
    );
    expect(messages.lapse).toBe(
      'COAZ: your grace period ended on 28 September 2029. You are no longer in good standing. Renew at coaz.org.zm/login or at the secretariat: K10,000.00.',
    );
  });

  it('say "Log in" or "from your dashboard" where the site address is not set', () => {
    expect(approvalMessage('COAZ-000123', FEE, undefined)).toContain(
      'Pay the K10,000.00 subscription from your dashboard or at the secretariat',
    );
    expect(renewalReminder(DATE, DATE, FEE, undefined)).toContain(
      'Renew from your dashboard or at the secretariat: K10,000.00.',
    );
    expect(lapseNotice(DATE, FEE, undefined)).toBe(
      'COAZ: your grace period ended on 28 September 2029. You are no longer in good standing. Renew from your dashboard or at the secretariat: K10,000.00.',
    );
  });

  // The lapse notice said "Renew at <site>" with the address and "Log in and pay" without it, and
  // neither named the secretariat the reminders had named: the two now differ only in the place.
  it('word the lapse notice alike with and without the site address, naming the secretariat', () => {
    const host = `${'w'.repeat(SMS_HOST_LENGTH - '.coaz.org.zm'.length)}.coaz.org.zm`;
    for (const fee of ['K1,000.00', FEE]) {
      const withSite = lapseNotice(DATE, fee, loginAddress(`https://${host}`));
      const without = lapseNotice(DATE, fee, undefined);
      expect(withSite.replace(`at ${host}/login`, 'from your dashboard')).toBe(without);
      for (const text of [withSite, without]) {
        expect(text).toContain(' or at the secretariat: ');
        expect(text.length, text).toBeLessThanOrEqual(160);
      }
    }
  });

  // The member first heard of the grace period when the lapse notice said it was over.
  it('tell in the reminder until when the member stays in good standing, still one SMS', () => {
    const host = `${'w'.repeat(SMS_HOST_LENGTH - '.coaz.org.zm'.length)}.coaz.org.zm`;
    for (const fee of ['K1,000.00', FEE]) {
      for (const login of [loginAddress(`https://${host}`), undefined]) {
        const text = renewalReminder('2029-09-28', '2029-09-29', fee, login);
        expect(text).toContain('(good standing until 29 September 2029)');
        expect(text).toContain(' or at the secretariat: ');
        expect(text.length, text).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe('the SMS of a refusal', () => {
  // The secretariat's reason takes up to 200 characters; the fixed words took 131 before, so
  // any reason past 29 characters sent the refusal in two paid parts.
  it('names where to add documents, and leaves a reason of 47 characters one SMS', () => {
    expect(rejectionMessage('The licence is unreadable', undefined, LOGIN)).toBe(
      'COAZ: application not approved. Reason: The licence is unreadable. Add documents at coaz.org.zm/login to have it reviewed again.',
    );
    const host = `${'w'.repeat(SMS_HOST_LENGTH - '.coaz.org.zm'.length)}.coaz.org.zm`;
    const text = rejectionMessage('x'.repeat(47), undefined, loginAddress(`https://${host}`));
    expect(text).toMatch(GSM_7);
    expect(text.length, text).toBeLessThanOrEqual(160);
  });

  it('says "from your dashboard" where the site address is not set', () => {
    expect(rejectionMessage('The licence is unreadable.', undefined, undefined)).toBe(
      'COAZ: application not approved. Reason: The licence is unreadable. Add documents from your dashboard to have it reviewed again.',
    );
  });

  it('sends an applicant whose number a member has to that account, not to add documents', () => {
    const text = rejectionMessage('The licence is unreadable', 'passport number', LOGIN);
    expect(text).toBe(
      'COAZ: application not approved. Reason: The licence is unreadable. A member has your passport number: log in to that account or ask the secretariat; documents will not change this.',
    );
  });
});

describe('the site address the SMS name', () => {
  const base = { COAZ_MODE: 'development', DATA_DIR: '/tmp/coaz-test-config' };

  it('is PUBLIC_URL, whatever the payment provider', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://coaz.org.zm/' }).publicUrl).toBe(
      'https://coaz.org.zm',
    );
    expect(
      loadConfig({ ...base, PAYMENT_PROVIDER: 'none', PUBLIC_URL: 'https://coaz.org.zm' })
        .publicUrl,
    ).toBe('https://coaz.org.zm');
    expect(loadConfig(base).publicUrl).toBeUndefined();
  });

  it('refuses an address with a path, naming the setting', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'https://coaz.org.zm/login' })).toThrow(
      /PUBLIC_URL/,
    );
  });
});
