import { describe, expect, it } from 'vitest';
import { nrcNumberAsOnCard } from './nrc-number';

describe('nrcNumberAsOnCard', () => {
  it('reads the number as printed on the card', () => {
    expect(nrcNumberAsOnCard(' 123456/10/1 ')).toBe('123456/10/1');
  });

  it('reads the nine digits typed on a number keypad, which has no slash', () => {
    expect(nrcNumberAsOnCard('123456101')).toBe('123456/10/1');
  });

  it('reads the groups apart by spaces or dashes', () => {
    expect(nrcNumberAsOnCard('123456 10 1')).toBe('123456/10/1');
    expect(nrcNumberAsOnCard('123456-10-1')).toBe('123456/10/1');
    expect(nrcNumberAsOnCard('123456 / 10 / 1')).toBe('123456/10/1');
  });

  it('refuses what is no NRC number', () => {
    expect(nrcNumberAsOnCard('12345/10/1')).toBeUndefined();
    expect(nrcNumberAsOnCard('1234561010')).toBeUndefined();
    expect(nrcNumberAsOnCard('123456//10/1')).toBeUndefined();
    expect(nrcNumberAsOnCard('')).toBeUndefined();
  });
});
