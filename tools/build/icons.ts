import { crc32, deflateSync } from 'node:zlib';

/**
 * The app's icons, drawn here as PNGs at build time (no binary file in the repository): the
 * plate of index.html's favicon, a white disc on a disc of the default primary colour.
 * `maskable` fills the square and keeps the plate inside the central 80% safe zone that
 * launchers may crop to; `opaque` (apple-touch-icon) has no transparent pixel, since iOS would
 * show black there.
 */
export interface IconSpec {
  readonly file: string;
  readonly size: number;
  readonly shape: 'round' | 'maskable' | 'opaque';
}

export const ICONS: readonly IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, shape: 'round' },
  { file: 'icons/icon-512.png', size: 512, shape: 'round' },
  { file: 'icons/maskable-512.png', size: 512, shape: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, shape: 'opaque' },
];

type Rgb = readonly [number, number, number];
const PRIMARY: Rgb = [0xf6, 0x82, 0x1f];
const WHITE: Rgb = [0xff, 0xff, 0xff];

/** How much of the pixel at distance `d` from the centre lies inside radius `r` (1px edge). */
const coverage = (d: number, r: number): number => Math.min(1, Math.max(0, r - d + 0.5));

const mix = (under: Rgb, over: Rgb, amount: number): Rgb =>
  [0, 1, 2].map((i) =>
    Math.round((under[i] ?? 0) * (1 - amount) + (over[i] ?? 0) * amount),
  ) as unknown as Rgb;

/** RGBA pixels of one icon. */
export const drawIcon = ({ size, shape }: IconSpec): Uint8Array => {
  const pixels = new Uint8Array(size * size * 4);
  const centre = size / 2;
  const filled = shape !== 'round';
  // The favicon's proportions (radius 14 and 8 of 32); a maskable plate fits the safe zone.
  const outer = filled ? size * 0.4 : size * (14 / 32);
  const inner = outer * (8 / 14);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const d = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const plate = coverage(d, inner);
      const rim = coverage(d, outer);
      const colour = mix(PRIMARY, WHITE, plate);
      const at = (y * size + x) * 4;
      pixels.set(colour, at);
      pixels[at + 3] = filled ? 255 : Math.round(255 * rim);
    }
  }
  return pixels;
};

const chunk = (type: string, data: Uint8Array): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A truecolour-with-alpha PNG, each row unfiltered. */
export const encodePng = (size: number, rgba: Uint8Array): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0;
    rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
};

export const iconPng = (spec: IconSpec): Buffer => encodePng(spec.size, drawIcon(spec));
