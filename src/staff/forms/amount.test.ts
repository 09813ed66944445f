import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import staffEnUS from '../../../locales/staff/en-US.json';
import type { MessageId, Messages } from '../../ui/i18n/messages.ts';
import type { StaffText } from '../i18n/use-staff-text.ts';
import {
  type Checked,
  checkColour,
  checkInteger,
  checkMoney,
  checkReason,
  checkText,
} from './amount.ts';

const money = { min: 0.01, max: 1_000_000, what: 'forms.what.amount' } as const;

const errorOf = <T>(checked: Checked<T>) => (checked.ok ? undefined : checked.error);

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

  it.each([
    ['', { id: 'forms.enter', values: { what: 'forms.what.amount' } }],
    ['abc', { id: 'forms.money.format', values: { what: 'forms.what.amount' } }],
    ['12.345', { id: 'forms.money.format', values: { what: 'forms.what.amount' } }],
    ['-1', { id: 'forms.money.format', values: { what: 'forms.what.amount' } }],
    ['1e3', { id: 'forms.money.format', values: { what: 'forms.what.amount' } }],
    ['12,50', { id: 'forms.money.format', values: { what: 'forms.what.amount' } }],
    ['NaN', { id: 'forms.money.format', values: { what: 'forms.what.amount' } }],
    ['Infinity', { id: 'forms.money.format', values: { what: 'forms.what.amount' } }],
    [
      '0',
      {
        id: 'forms.range',
        values: { what: 'forms.whatStart.amount', min: '0.01', max: '1000000' },
      },
    ],
    [
      '1000000.01',
      {
        id: 'forms.range',
        values: { what: 'forms.whatStart.amount', min: '0.01', max: '1000000' },
      },
    ],
  ])('refuses %j with a message, before anything is sent', (text, error) => {
    expect(checkMoney(text, money)).toEqual({ ok: false, error });
  });

  it('allows tips of 0', () => {
    expect(checkMoney('0', { min: 0, max: 100_000, what: 'forms.what.tips' })).toEqual({
      ok: true,
      value: 0,
    });
  });

  it('checks whole numbers within range', () => {
    const range = { min: 1, max: 3, what: 'forms.what.quantity' } as const;
    expect(checkInteger('2', range)).toEqual({ ok: true, value: 2 });
    expect(checkInteger('4', range)).toEqual({
      ok: false,
      error: {
        id: 'forms.range',
        values: { what: 'forms.whatStart.quantity', min: '1', max: '3' },
      },
    });
    // A negative whole number is out of range, not "not a whole number".
    expect(errorOf(checkInteger('-1', range))).toEqual({
      id: 'forms.range',
      values: { what: 'forms.whatStart.quantity', min: '1', max: '3' },
    });
    expect(errorOf(checkInteger('1.5', range))).toEqual({
      id: 'forms.integer.format',
      values: { what: 'forms.what.quantity' },
    });
    expect(errorOf(checkInteger('', range))).toEqual({
      id: 'forms.integer.format',
      values: { what: 'forms.what.quantity' },
    });
  });

  it('wants a reason that is not blank nor longer than the API takes', () => {
    expect(checkReason('  sent back ')).toEqual({ ok: true, value: 'sent back' });
    expect(checkReason('   ')).toEqual({ ok: false, error: { id: 'forms.reason.missing' } });
    expect(checkReason('x'.repeat(201))).toEqual({
      ok: false,
      error: { id: 'forms.reason.long', values: { max: '200' } },
    });
    expect(checkReason('é'.repeat(200)).ok).toBe(true);
    // As the server has it: invisible characters say nothing, direction controls are dropped.
    for (const invisible of ['\u202E', '\u200B \uFEFF'])
      expect(checkReason(invisible)).toEqual({ ok: false, error: { id: 'forms.reason.missing' } });
    expect(checkReason('\u202Ecold')).toEqual({ ok: true, value: 'cold' });
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

  it('refuses a colour with a message', () => {
    expect(errorOf(checkColour('orange'))).toEqual({ id: 'forms.colour' });
  });
});

describe('the form checks in en-US', () => {
  const intl = createIntl({
    locale: 'en-US',
    // react-intl types messages by the diner app's ids (use-staff-text.ts says why).
    messages: staffEnUS as unknown as Messages,
  });
  const t: StaffText = (id, values) =>
    intl.formatMessage({ id: id as unknown as MessageId }, values);
  const say = (checked: Checked<unknown>) => {
    const error = errorOf(checked);
    return error === undefined ? undefined : checkText(t)(error);
  };

  it.each([
    [checkMoney('', money), 'Enter the amount.'],
    [
      checkMoney('abc', money),
      'Enter the amount as a number with at most two decimals, like 12.50.',
    ],
    [checkMoney('0', money), 'The amount must be from 0.01 to 1000000.'],
    [checkMoney('1', { min: 0.01, max: 100, what: 'forms.what.percentage' }), undefined],
    [
      checkMoney('', { min: 0.01, max: 100, what: 'forms.what.percentage' }),
      'Enter the percentage.',
    ],
    [
      checkMoney('101', { min: 0.01, max: 100, what: 'forms.what.percentage' }),
      'The percentage must be from 0.01 to 100.',
    ],
    [
      checkMoney('x', { min: 0, max: 100_000, what: 'forms.what.tips' }),
      'Enter tips as a number with at most two decimals, like 12.50.',
    ],
    [
      checkMoney('100001', { min: 0, max: 100_000, what: 'forms.what.tips' }),
      'Tips must be from 0 to 100000.',
    ],
    [
      checkInteger('', { min: 1, max: 3, what: 'forms.what.quantity' }),
      'Enter the quantity as a whole number.',
    ],
    [
      checkInteger('4', { min: 1, max: 3, what: 'forms.what.quantity' }),
      'The quantity must be from 1 to 3.',
    ],
    [
      checkInteger('1.5', { min: 1, max: 99_999, what: 'forms.what.grams' }),
      'Enter the weight in grams as a whole number.',
    ],
    [
      checkInteger('0', { min: 1, max: 99_999, what: 'forms.what.grams' }),
      'The weight in grams must be from 1 to 99999.',
    ],
    [
      checkInteger('-1', { min: 0, max: 9999, what: 'forms.what.minutes' }),
      'The minutes must be from 0 to 9999.',
    ],
    [
      checkInteger('10000', { min: 0, max: 9999, what: 'forms.what.minutes' }),
      'The minutes must be from 0 to 9999.',
    ],
    [checkReason(' '), 'Enter a reason.'],
    [checkReason('x'.repeat(201)), 'Keep the reason under 200 characters.'],
    [checkColour('orange'), 'Enter a colour as #rgb or #rrggbb, like #f6821f.'],
  ])('says %j as today’s English', (checked, english) => {
    expect(say(checked)).toBe(english);
  });
});
