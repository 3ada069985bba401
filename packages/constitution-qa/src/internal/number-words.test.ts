import { describe, expect, it } from 'vitest';
import { spelledNumbers } from './number-words';

describe('spelledNumbers', () => {
  it.each([
    ['within thirty days', ['30']],
    ['twenty-one members or twenty one', ['21', '21']],
    ['two hundred and fifty kwacha', ['250']],
    ['a majority of two-thirds', ['2', '3']],
    ['one third of the members, and twelve delegates', ['1', '3', '12']],
    ['no numbers here', []],
  ])('reads %j as %j', (text, numbers) => {
    expect(spelledNumbers(text)).toEqual(numbers);
  });
});
