import { randomBytes } from 'node:crypto';
import type { LiveClaims } from './token.ts';

export interface Ticket {
  readonly connectionToken: string;
  /** Public id: what other code may log or exclude; the token stays secret. */
  readonly connectionId: string;
  readonly claims: LiveClaims;
}

/** Negotiated connections waiting for their socket; each ticket is taken once or expires. */
export class Tickets {
  private readonly pending = new Map<string, { ticket: Ticket; timer: NodeJS.Timeout }>();

  constructor(private readonly ttlMs: number) {}

  issue(claims: LiveClaims): Ticket {
    // Base64url: the client appends the token to the socket URL without encoding it.
    const ticket: Ticket = {
      connectionToken: randomBytes(32).toString('base64url'),
      connectionId: randomBytes(16).toString('base64url'),
      claims,
    };
    const timer = setTimeout(() => this.pending.delete(ticket.connectionToken), this.ttlMs);
    timer.unref();
    this.pending.set(ticket.connectionToken, { ticket, timer });
    return ticket;
  }

  take(connectionToken: string): Ticket | undefined {
    const entry = this.pending.get(connectionToken);
    if (entry === undefined) return undefined;
    this.pending.delete(connectionToken);
    clearTimeout(entry.timer);
    return entry.ticket;
  }

  clear(): void {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
