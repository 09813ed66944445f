import { type ILogger, LogLevel } from '@microsoft/signalr';

/** Where the live channel reports trouble: connect and address failures are logged only (§8). */
export interface LiveLogger {
  readonly info: (message: string, detail?: unknown) => void;
  readonly warn: (message: string, detail?: unknown) => void;
  readonly error: (message: string, detail?: unknown) => void;
}

/**
 * Connections ended on purpose are no fault: the server's end of a table session (the channel
 * takes a new seat and connects again, table-channel.ts onEnded), and the app's own stop of a
 * channel still starting that it replaced (a new seat, a rejoin: link.ts), which the client logs
 * as an error.
 */
const ENDED_ON_PURPOSE = ['Server returned an error on close', 'before stop() was called'];

/** The SignalR client's own log, warnings and worse only, into the app's logger. */
export const signalrLogger = (logger: LiveLogger): ILogger => ({
  log: (level, message) => {
    if (ENDED_ON_PURPOSE.some((said) => message.includes(said))) logger.warn(`signalr: ${message}`);
    else if (level >= LogLevel.Error && level !== LogLevel.None)
      logger.error(`signalr: ${message}`);
    else if (level === LogLevel.Warning) logger.warn(`signalr: ${message}`);
  },
});
