/**
 * Contrast arithmetic of WCAG 2.x for the merchant's primary colour, which can be anything the
 * back office allows. Pure, so it is tested without a browser.
 */
export type Rgb = readonly [number, number, number];

export const parseHex = (hex: string): Rgb | null => {
  const body = hex.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(body)) return null;
  // Alpha is ignored: the colour is drawn over an opaque page either way.
  const digits =
    body.length <= 4
      ? [...body.slice(0, 3)].map((d) => d + d)
      : [0, 2, 4].map((i) => body.slice(i, i + 2));
  const [r = 0, g = 0, b = 0] = digits.map((pair) => Number.parseInt(pair, 16));
  return [r, g, b];
};

export const toHex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const luminance = ([r, g, b]: Rgb): number =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** Text on a primary-coloured button: black or white, whichever reads better (one always reaches 4.58:1). */
export const textOn = (background: Rgb): Rgb =>
  contrast(background, BLACK) >= contrast(background, WHITE) ? BLACK : WHITE;

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t) as unknown as Rgb;

/** WCAG AA for normal text. */
export const READABLE = 4.5;

/** WCAG AAA for normal text (1.4.6): what the primary colour as text (links, outlines) reaches. */
export const ENHANCED = 7;

/**
 * The primary colour as text or outline on a background: kept as it is when it already reads
 * at AAA, else moved towards black (light page) or white (dark page) until it does. A brand
 * orange on white is 2.6:1, so links and focus rings would otherwise fail even AA.
 */
export const readableOn = (colour: Rgb, page: Rgb): Rgb => {
  const towards = luminance(page) > 0.5 ? BLACK : WHITE;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, towards, step / 20);
    if (contrast(candidate, page) >= ENHANCED) return candidate;
  }
  return towards;
};
