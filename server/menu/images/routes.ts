import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/api-error.ts';
import { drawImage } from './draw.ts';

const FILE = /^([a-z-]{1,60})\.svg$/;
const drawn = new Map<string, string>();

// Only drawable names are remembered, so the cache cannot grow past the finite set of them.
const svgFor = (name: string): string | null => {
  const cached = drawn.get(name);
  if (cached !== undefined) return cached;
  const svg = drawImage(name);
  if (svg !== null) drawn.set(name, svg);
  return svg;
};

/** GET /images/{shape}-{palette}.svg: the menu's pictures, drawn here, never fetched elsewhere. */
export const registerImageRoutes = (app: FastifyInstance): void => {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const name = FILE.exec(request.params.file)?.[1];
    const svg = name === undefined ? null : svgFor(name);
    if (svg === null) throw notFound();
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own is a document; it may run nothing and load nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
};
