import { describe, expect, it } from 'vitest';
import { checkColour, checkInteger, checkMoney, checkReason } from './amount.ts';

const money = { min: 0.01, max: 1_000_000, what: 'the amount' };

describe('the staff console’s form checks', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    [' $ 12.50 ', 12.5],
    ['0.01', 0.01],
    ['1000000', 1_000_000],
  ])('takes %j as money', (text, value) => {
    expect(checkMoney(text, money)).toEqual({ ok: true, value });
  });

  it.each(['', 'abc', '12.345', '-1', '1e3', '0', '1000000.01', '12,50', 'NaN', 'Infinity'])(
    'refuses %j with a sentence, before anything is sent',
    (text) => {
      const checked = checkMoney(text, money);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error).toMatch(/^(Enter|The amount must)/);
    },
  );

  it('allows tips of 0', () => {
    expect(checkMoney('0', { min: 0, max: 100_000, what: 'tips' })).toEqual({ ok: true, value: 0 });
  });

  it('checks whole numbers within range', () => {
    const range = { min: 1, max: 3, what: 'the quantity' };
    expect(checkInteger('2', range)).toEqual({ ok: true, value: 2 });
    expect(checkInteger('4', range)).toEqual({
      ok: false,
      error: 'The quantity must be from 1 to 3.',
    });
    expect(checkInteger('1.5', range).ok).toBe(false);
    expect(checkInteger('', range).ok).toBe(false);
  });

  it('wants a reason that is not blank nor longer than the API takes', () => {
    expect(checkReason('  sent back ')).toEqual({ ok: true, value: 'sent back' });
    expect(checkReason('   ')).toEqual({ ok: false, error: 'Enter a reason.' });
    expect(checkReason('x'.repeat(201)).ok).toBe(false);
    expect(checkReason('é'.repeat(200)).ok).toBe(true);
  });

  it.each([
    ['#f6821f', true],
    ['#FFF', true],
    ['#ffff', true],
    ['#11223344', true],
    ['orange', false],
    ['#12345', false],
    ['f6821f', false],
  ])('colour %s is %s', (text, ok) => {
    expect(checkColour(text).ok).toBe(ok);
  });
});
