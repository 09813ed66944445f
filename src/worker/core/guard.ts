import type { TableCoreCommands } from '../api.ts';
import type { CoreContext } from './context.ts';
import { fail, key } from './results.ts';

/**
 * Commands never throw across the boundary: a bug becomes a logged error and a plain refusal
 * with the generic message (spec §2 error layout), and the behaviour log notes every command.
 */
/** What the developer panel may still do while the UI shows an earlier state. */
const WHILE_TRAVELLING = new Set<string>(['devtoolsTimeline', 'travelTo', 'dismissToast']);

export const guardCommands = (
  ctx: CoreContext,
  commands: TableCoreCommands,
  travellingTo: () => number | null = () => null,
): TableCoreCommands => {
  const guarded: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(commands) as [
    string,
    (...args: unknown[]) => Promise<unknown>,
  ][]) {
    guarded[name] = async (...args: unknown[]) => {
      // An earlier state is for looking at: acting on it would reach the server.
      if (travellingTo() !== null && !WHILE_TRAVELLING.has(name))
        return fail({ kind: 'notReady', missing: 'timeTravel' });
      ctx.deps.analytics.note(`command ${name}`);
      try {
        return await run(...args);
      } catch (error) {
        ctx.deps.logger.error(`command ${name} failed`, error);
        const message = key('common.somethingWentWrong');
        ctx.toast(message);
        return fail({ kind: 'refused', code: null, message });
      }
    };
  }
  return guarded as unknown as TableCoreCommands;
};
