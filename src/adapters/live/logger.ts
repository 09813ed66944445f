import { type ILogger, LogLevel } from '@microsoft/signalr';

/** Where the live channel reports trouble: connect and address failures are logged only (§8). */
export interface LiveLogger {
  readonly info: (message: string, detail?: unknown) => void;
  readonly warn: (message: string, detail?: unknown) => void;
  readonly error: (message: string, detail?: unknown) => void;
}

/**
 * The server ending a connection on purpose (the table session is over) is no fault: the channel
 * takes a new seat and connects again (table-channel.ts onEnded).
 */
const ENDED_ON_PURPOSE = 'Server returned an error on close';

/** The SignalR client's own log, warnings and worse only, into the app's logger. */
export const signalrLogger = (logger: LiveLogger): ILogger => ({
  log: (level, message) => {
    if (message.includes(ENDED_ON_PURPOSE)) logger.warn(`signalr: ${message}`);
    else if (level >= LogLevel.Error && level !== LogLevel.None)
      logger.error(`signalr: ${message}`);
    else if (level === LogLevel.Warning) logger.warn(`signalr: ${message}`);
  },
});
