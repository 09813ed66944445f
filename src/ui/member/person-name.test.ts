import { describe, expect, it } from 'vitest';
import { personName } from './person-name.ts';

describe('a member’s full name', () => {
  it('puts a Chinese family name first, with no space', () => {
    expect(personName('小明', '王')).toBe('王小明');
  });

  it('keeps any other name as given, and either half alone', () => {
    expect(personName('Daniel', 'Wong')).toBe('Daniel Wong');
    expect(personName('🍜小籠包', 'Wang')).toBe('🍜小籠包 Wang');
    expect(personName(' Mei ', '')).toBe('Mei');
    expect(personName('', '林')).toBe('林');
  });
});
