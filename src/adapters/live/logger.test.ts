import { LogLevel } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { signalrLogger } from './logger.ts';

const said = () => {
  const lines: string[] = [];
  const logger = signalrLogger({
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  });
  return { logger, lines };
};

describe('the SignalR client’s log in the app’s', () => {
  it('is an error when something failed, a warning when the server or the app ended it on purpose', () => {
    const { logger, lines } = said();
    logger.log(LogLevel.Error, 'Failed to complete negotiation with the server: 503');
    logger.log(
      LogLevel.Error,
      'Connection disconnected with error: Server returned an error on close',
    );
    // The app replaced a channel that was still starting (a new seat, a rejoin).
    logger.log(LogLevel.Error, 'Failed to start the HttpConnection before stop() was called.');
    logger.log(LogLevel.Error, 'Failed to select transport before stop() was called.');
    logger.log(LogLevel.Warning, 'Timeout from HTTP request.');
    logger.log(LogLevel.Information, 'Using HubProtocol json.');
    expect(lines).toEqual([
      'error signalr: Failed to complete negotiation with the server: 503',
      'warn signalr: Connection disconnected with error: Server returned an error on close',
      'warn signalr: Failed to start the HttpConnection before stop() was called.',
      'warn signalr: Failed to select transport before stop() was called.',
      'warn signalr: Timeout from HTTP request.',
    ]);
  });
});
