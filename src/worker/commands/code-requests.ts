import { Context, Layer } from 'effect';

/**
 * What the send call answered for each phone this page asked a code for (`codeRequest`): the
 * secret that makes this page the code's asker, sent back with the login. Kept in the worker's
 * memory only, never in the log (which "report a problem" exports) nor in storage: a page that
 * reloads meanwhile logs in as anyone else would, with the strangers' tries.
 */
export class CodeRequests extends Context.Service<CodeRequests, Map<string, string>>()(
  'tablefold/CodeRequests',
) {}

export const codeRequestsLayer: Layer.Layer<CodeRequests> = Layer.sync(
  CodeRequests,
  () => new Map<string, string>(),
);
