/**
 * How many hub calls one seat may make, over all its connections (holder-budgets.ts): a burst,
 * refilled at a steady rate (a token bucket). A diner's client calls JoinTable once and SendToTable at most a few times a second;
 * one connection sending thousands a second slows every request of the process.
 */
export interface CallRate {
  readonly perSecond: number;
  readonly burst: number;
}

export const DEFAULT_CALL_RATE: CallRate = { perSecond: 10, burst: 60 };

export class CallBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: CallRate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.at = now;
  }

  /** Spends one call at `now` (Date.now()); false when none is left. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether the whole burst is there again at `now`: as good as a new budget. */
  isFull(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.rate.burst;
  }

  private refill(now: number): void {
    const refill = (Math.max(0, now - this.at) / 1000) * this.rate.perSecond;
    this.tokens = Math.min(this.rate.burst, this.tokens + refill);
    // A clock set back starts the count again from now rather than waiting for the old time.
    this.at = now;
  }
}
