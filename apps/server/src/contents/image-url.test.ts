import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl } from './image-url';

describe('isAllowedImageUrl', () => {
  it("takes this site's uploads and https addresses", () => {
    expect(isAllowedImageUrl('/api/uploads/0b8e6c43-9c1f-4a57-8e0e-2f4b8a5c7d10-1280.webp')).toBe(
      true,
    );
    expect(isAllowedImageUrl('https://images.example.org/clinic.jpg?w=640')).toBe(true);
  });

  it('refuses addresses a browser would take to another site', () => {
    for (const value of [
      '/\t/evil.com/a.png',
      '/\n/evil.com/a.png',
      '/\\evil.com/a.png',
      '//evil.com/a.png',
      '/api/uploads/../../coaz/api/login',
      ' https://evil.com/a.png',
    ]) {
      expect(isAllowedImageUrl(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('refuses other paths of this site, plain http and other schemes', () => {
    for (const value of [
      '/coaz/api/login?username=member&password=x',
      '/api/uploads/a.png?x=1',
      '/news',
      'http://images.example.org/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://user:pass@images.example.org/a.png',
    ]) {
      expect(isAllowedImageUrl(value), value).toBe(false);
    }
  });
});
