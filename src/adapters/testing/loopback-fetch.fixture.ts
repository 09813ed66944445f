import { request } from 'node:http';

/**
 * fetch for Node tests of local mode: Node cannot resolve `2002.localhost`, and its fetch will
 * not send a Host header of our choosing. This sends every request to 127.0.0.1 on the URL's
 * port with the URL's host as the Host header, as a browser resolving *.localhost would.
 */
export const loopbackFetch: typeof fetch = (input, init) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    headers.set('host', url.host);
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(headers),
        signal: init?.signal ?? undefined,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0 })),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(typeof init?.body === 'string' ? init.body : undefined);
  });
