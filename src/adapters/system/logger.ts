import { Context, Layer } from 'effect';

/** Where the app says what went wrong: the browser's console in the worker, a spy in tests. */
export interface LoggerShape {
  readonly info: (message: string, detail?: unknown) => void;
  readonly warn: (message: string, detail?: unknown) => void;
  readonly error: (message: string, detail?: unknown) => void;
}

export class Logger extends Context.Service<Logger, LoggerShape>()('tablefold/Logger') {}

export const loggerLayer = (logger: LoggerShape): Layer.Layer<Logger> =>
  Layer.succeed(Logger, logger);
