import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue, changeDue } from './amount-due.ts';
import { Money } from './money.ts';

const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);

describe('amountDue and changeDue', () => {
  it('are exact to the cent where floating point is not (0.3 - 0.1)', () => {
    expect(amountDue(0.3, 0.1)).toBe(0.2);
    expect(changeDue(0.1, 0.3)).toBe(0.2);
  });

  it('never both owe and give back; paid + due - change is the bill', () => {
    fc.assert(
      fc.property(cents, cents, (payable, paid) => {
        const due = amountDue(payable, paid);
        const change = changeDue(payable, paid);
        expect(due === 0 || change === 0).toBe(true);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(new Money(paid).plus(due).minus(change).toNumber()).toBe(payable);
      }),
    );
  });
});
