import type { LiveConnection } from './connection.ts';
import { holderOf } from './tickets.ts';

/**
 * Open connections one holder (one seat's token) may keep: a diner has one, a few tabs or a
 * reconnect whose old socket has not timed out yet a few more. Without a cap one seat opened
 * thousands and filled the process's open files (a stranger's probe, 2026-11-28).
 */
export const MAX_OPEN_PER_HOLDER = 8;

/** Each holder's open connections, oldest first; the merchant's consoles are not capped. */
export class OpenPerHolder {
  private readonly open = new Map<string, LiveConnection[]>();

  /** Counts a connection that opened; gives back the holder's oldest when that is one too many. */
  opened(connection: LiveConnection): LiveConnection | null {
    if (connection.claims.role === 'staff') return null;
    const holder = holderOf(connection.claims);
    const connections = this.open.get(holder) ?? [];
    connections.push(connection);
    this.open.set(holder, connections);
    return connections.length > MAX_OPEN_PER_HOLDER ? (connections.shift() ?? null) : null;
  }

  /** Whether the holder (`holderOf`) has a connection open here. */
  has(holder: string): boolean {
    return this.open.has(holder);
  }

  closed(connection: LiveConnection): void {
    const holder = holderOf(connection.claims);
    const left = (this.open.get(holder) ?? []).filter((open) => open !== connection);
    if (left.length === 0) this.open.delete(holder);
    else this.open.set(holder, left);
  }
}
