import { describe, expect, it } from 'vitest';
import { CallBudget } from './call-budget.ts';
import { HolderBudgets } from './holder-budgets.ts';
import { holderOf } from './tickets.ts';
import type { LiveClaims } from './token.ts';

const rate = { perSecond: 1, burst: 3 };
const diner = (browserId: string): LiveClaims => ({
  browserId,
  tableId: '1',
  merchantId: '1001',
  exp: 0,
});

describe('call budgets', () => {
  it('refill at their rate up to the burst, and say when they are full again', () => {
    const budget = new CallBudget(rate, 0);
    expect([budget.take(0), budget.take(0), budget.take(0), budget.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(budget.isFull(2_000)).toBe(false);
    expect(budget.take(2_000)).toBe(true);
    expect(budget.isFull(10_000)).toBe(true);
  });

  it('count again from a clock set back, rather than wait for the old time', () => {
    const budget = new CallBudget(rate, 3_600_000);
    for (let i = 0; i < 3; i += 1) budget.take(3_600_000);
    expect(budget.take(3_600_000)).toBe(false);
    // An hour back, then a few seconds: the budget refills from the new time.
    expect(budget.take(0)).toBe(false);
    expect(budget.take(2_000)).toBe(true);
  });

  it('keep the budget of a holder with a connection open, full or not', () => {
    const open = new Set([holderOf(diner('kept'))]);
    const budgets = new HolderBudgets(rate, (holder) => open.has(holder));
    const kept = budgets.budgetFor(diner('kept'), 0);
    for (let i = 0; i < 300; i += 1) budgets.budgetFor(diner(`x${i}`), 60_000);
    expect(budgets.budgetFor(diner('kept'), 60_000)).toBe(kept);
  });

  it('are one per holder, each console its own, and a refilled one is let go', () => {
    const budgets = new HolderBudgets(rate);
    const first = budgets.budgetFor(diner('a'), 0);
    expect(budgets.budgetFor(diner('a'), 0)).toBe(first);
    expect(budgets.budgetFor(diner('b'), 0)).not.toBe(first);
    const staff = { ...diner('staff'), role: 'staff' } as LiveClaims;
    expect(budgets.budgetFor(staff, 0)).not.toBe(budgets.budgetFor(staff, 0));
    first.take(0);
    // Hundreds of holders later, the sweep has let the full ones go; a spent one is kept.
    const spent = budgets.budgetFor(diner('spender'), 0);
    for (let i = 0; i < 3; i += 1) spent.take(0);
    for (let i = 0; i < 300; i += 1) budgets.budgetFor(diner(`h${i}`), 0);
    expect(budgets.budgetFor(diner('spender'), 0)).toBe(spent);
    // A minute on, every budget has refilled: the next sweep lets them go, the spent one too.
    for (let i = 0; i < 300; i += 1) budgets.budgetFor(diner(`later${i}`), 60_000);
    expect(budgets.budgetFor(diner('a'), 60_000)).not.toBe(first);
    expect(budgets.budgetFor(diner('spender'), 60_000)).not.toBe(spent);
  });
});
