import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export const requestUrl = (req: IncomingMessage): URL | null => {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return null;
  }
};

/** The query parameter is what browsers can send (no headers on a WebSocket); Node can use either. */
export const readAccessToken = (req: IncomingMessage, url: URL): string | null => {
  const fromQuery = url.searchParams.get('access_token');
  if (fromQuery) return fromQuery;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
};

/**
 * The browser client sends credentials by default (withCredentials), which forbids a `*` origin,
 * so the request's origin is echoed. Identity comes from the bearer token, never from cookies,
 * so echoing any origin grants a foreign page nothing it does not already hold.
 */
export const writeCors = (req: IncomingMessage, res: ServerResponse): void => {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'X-SignalR-User-Agent, Authorization, X-Requested-With, Content-Type',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.setHeader('Vary', 'Origin');
};

export const sendJson = (res: ServerResponse, status: number, body: object): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  503: 'Service Unavailable',
};

/** Refuses an upgrade with a plain HTTP status: the socket is not a WebSocket yet. */
export const rejectUpgrade = (socket: Duplex, status: number): void => {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // Destroyed once written, as ws does: a client that never closes its side would otherwise keep
  // the half-closed socket, and the server's close waits on it (upgraded sockets are outside the
  // HTTP server's own connection list).
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
};
