import { type ILogger, LogLevel } from '@microsoft/signalr';

/** Where the live channel reports trouble: connect and address failures are logged only (§8). */
export interface LiveLogger {
  readonly info: (message: string, detail?: unknown) => void;
  readonly warn: (message: string, detail?: unknown) => void;
  readonly error: (message: string, detail?: unknown) => void;
}

/** The SignalR client's own log, warnings and worse only, into the app's logger. */
export const signalrLogger = (logger: LiveLogger): ILogger => ({
  log: (level, message) => {
    if (level >= LogLevel.Error && level !== LogLevel.None) logger.error(`signalr: ${message}`);
    else if (level === LogLevel.Warning) logger.warn(`signalr: ${message}`);
  },
});
