import { randomBytes } from 'node:crypto';
import type { LiveClaims } from './token.ts';

export interface Ticket {
  readonly connectionToken: string;
  /** Public id: what other code may log or exclude; the token stays secret. */
  readonly connectionId: string;
  readonly claims: LiveClaims;
}

/**
 * Negotiations one holder may have waiting for their socket: a client has one, two across a
 * reconnect. More only fill the server's memory and timers (thousands a second from one token).
 */
export const MAX_WAITING_PER_HOLDER = 8;

/**
 * Who negotiated: the seat, whoever it speaks for. Not the member: any of the merchant's member
 * tokens is good at a seat, and guest tokens cost one call each, so a seat speaking for ten
 * guests held ten holders' connections and budgets (a stranger's probe, 2026-11-29).
 */
export const holderOf = (claims: LiveClaims): string =>
  JSON.stringify([claims.merchantId, claims.tableId, claims.browserId]);

/**
 * Negotiated connections waiting for their socket; each ticket is taken once or expires. A holder
 * past MAX_WAITING_PER_HOLDER loses their oldest waiting ticket (its socket, if it ever comes, is
 * refused as unknown).
 */
export class Tickets {
  private readonly pending = new Map<
    string,
    { ticket: Ticket; timer: NodeJS.Timeout; holder: string }
  >();
  /** Holder → their waiting connection tokens, oldest first. */
  private readonly byHolder = new Map<string, string[]>();

  constructor(private readonly ttlMs: number) {}

  issue(claims: LiveClaims): Ticket {
    // Base64url: the client appends the token to the socket URL without encoding it.
    const ticket: Ticket = {
      connectionToken: randomBytes(32).toString('base64url'),
      connectionId: randomBytes(16).toString('base64url'),
      claims,
    };
    const holder = holderOf(claims);
    const timer = setTimeout(() => this.take(ticket.connectionToken), this.ttlMs);
    timer.unref();
    this.pending.set(ticket.connectionToken, { ticket, timer, holder });
    const waiting = this.byHolder.get(holder) ?? [];
    waiting.push(ticket.connectionToken);
    this.byHolder.set(holder, waiting);
    // The merchant's consoles all speak as 'staff': a shop's tablets reconnecting together must
    // not push each other out, and staff tokens are the merchant's own.
    if (claims.role !== 'staff' && waiting.length > MAX_WAITING_PER_HOLDER)
      this.take(waiting[0] ?? '');
    return ticket;
  }

  take(connectionToken: string): Ticket | undefined {
    const entry = this.pending.get(connectionToken);
    if (entry === undefined) return undefined;
    this.pending.delete(connectionToken);
    clearTimeout(entry.timer);
    const waiting = this.byHolder.get(entry.holder) ?? [];
    const left = waiting.filter((token) => token !== connectionToken);
    if (left.length === 0) this.byHolder.delete(entry.holder);
    else this.byHolder.set(entry.holder, left);
    return entry.ticket;
  }

  clear(): void {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    this.byHolder.clear();
  }
}
