import { type CallRate, CallBudget } from './call-budget.ts';
import type { LiveClaims } from './token.ts';
import { holderOf } from './tickets.ts';

/** How many budgets are handed out between sweeps of the refilled ones. */
const SWEEP_EVERY = 256;

/**
 * One call budget per holder (one seat's token), shared by its connections and kept across them:
 * a connection ended for spending its calls used to negotiate again at once with a full budget,
 * 490 times in 15 s (a stranger's probe, 2026-11-28). A budget refilled to its burst is one a new
 * holder would get, so those of holders with nothing open are let go; the merchant's consoles
 * each keep their own.
 */
export class HolderBudgets {
  private readonly budgets = new Map<string, CallBudget>();
  private handedOut = 0;

  constructor(
    private readonly rate: CallRate,
    /** Whether a holder has a connection open: its budget is kept, full or not, to be shared. */
    private readonly isOpen: (holder: string) => boolean = () => false,
  ) {}

  budgetFor(claims: LiveClaims, now: number): CallBudget {
    if (claims.role === 'staff') return new CallBudget(this.rate, now);
    this.handedOut += 1;
    if (this.handedOut % SWEEP_EVERY === 0) this.sweep(now);
    const holder = holderOf(claims);
    let budget = this.budgets.get(holder);
    if (budget === undefined) {
      budget = new CallBudget(this.rate, now);
      this.budgets.set(holder, budget);
    }
    return budget;
  }

  private sweep(now: number): void {
    for (const [holder, budget] of this.budgets)
      if (!this.isOpen(holder) && budget.isFull(now)) this.budgets.delete(holder);
  }
}
