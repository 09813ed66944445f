import { request } from 'node:http';
import JSONbig from 'json-bigint';

const bigJson = JSONbig({ storeAsString: true });

export interface RawReply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  /** The envelope, or null when the reply has no JSON body (a 204 preflight). */
  readonly body: { success: boolean; code: number; msg: string; data: unknown } | null;
}

/**
 * For tests: an HTTP call with headers fetch() may not set (Host, Origin), so a test can be a
 * browser on `2002.localhost` while the socket still goes to the loopback test server.
 */
export const rawCall = (
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const outgoing = request(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            body: text === '' ? null : bigJson.parse(text),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
