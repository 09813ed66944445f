import type { Palette } from './palettes.ts';
import { PORCELAIN, bowl, chopsticks, dots, plate, steam } from './parts.ts';

type Point = readonly [number, number];

const dumplingAt = ([x, y]: Point, p: Palette): string =>
  `<path d="M${x - 18} ${y} Q${x} ${y - 30} ${x + 18} ${y} Q${x} ${y + 8} ${x - 18} ${y} Z" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
  `<path d="M${x - 8} ${y - 12} l3 5 M${x} ${y - 15} l0 6 M${x + 8} ${y - 12} l-3 5" stroke="${p.deep}" stroke-width="1.5" stroke-linecap="round"/>`;

const DUMPLING_SPOTS: readonly Point[] = [
  [34, 74],
  [60, 68],
  [86, 74],
];

/** Half-moon dumplings with pleats along the top seam. */
const dumplings = (p: Palette): string =>
  plate() +
  DUMPLING_SPOTS.map((spot) => dumplingAt(spot, p)).join('') +
  dots(
    [
      [50, 84],
      [72, 85],
    ],
    2.5,
    p.accent,
  );

/** Round buns in a bamboo steamer. */
const buns = (p: Palette): string =>
  `<rect x="14" y="62" width="92" height="30" rx="8" fill="#d7b377" stroke="#9c7a3c" stroke-width="2"/>` +
  `<path d="M14 72 H106 M14 82 H106" stroke="#9c7a3c" stroke-opacity="0.5"/>` +
  [34, 60, 86]
    .map(
      (x) =>
        `<circle cx="${x}" cy="58" r="15" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
        `<path d="M${x - 5} 50 q5 -6 10 0 q-5 3 -10 0" fill="none" stroke="${p.deep}" stroke-width="1.5"/>`,
    )
    .join('') +
  steam(48, 34);

/** Noodles in broth with greens, and chopsticks across the bowl. */
const noodles = (p: Palette): string =>
  bowl(p.main) +
  `<path d="M28 58 q8 -8 16 0 t16 0 t16 0 t16 0 M32 62 q8 -7 16 0 t16 0 t16 0" fill="none" stroke="#f6e7b8" stroke-width="3" stroke-linecap="round"/>` +
  `<ellipse cx="44" cy="55" rx="8" ry="4" fill="${p.deep}"/><ellipse cx="78" cy="56" rx="7" ry="3.5" fill="${p.deep}"/>` +
  dots(
    [
      [60, 54],
      [66, 60],
      [54, 61],
    ],
    3,
    p.accent,
  ) +
  chopsticks();

/** Wontons floating in a clear soup. */
const soup = (p: Palette): string =>
  bowl(p.main) +
  [40, 60, 80]
    .map(
      (x) =>
        `<path d="M${x - 10} 58 q10 -14 20 0 q-10 6 -20 0 Z" fill="${PORCELAIN}" stroke="${p.deep}" stroke-width="1.2"/>`,
    )
    .join('') +
  dots(
    [
      [50, 62],
      [70, 53],
      [86, 61],
    ],
    2.5,
    p.accent,
  ) +
  steam(48, 38);

/** A bowl of rice with a topping. */
const rice = (p: Palette): string =>
  bowl('#ffffff') +
  `<path d="M20 58 Q60 24 100 58 Z" fill="#ffffff" stroke="#e0ddd5" stroke-width="1.5"/>` +
  `<path d="M34 54 Q60 30 86 54 Q60 60 34 54 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
  dots(
    [
      [50, 45],
      [64, 42],
      [74, 48],
    ],
    2.5,
    p.accent,
  );

/** A heap of something good on a plate: small plates, greens, tofu. */
const heap = (p: Palette): string =>
  plate() +
  `<path d="M26 78 Q32 52 52 56 Q60 40 74 54 Q92 52 94 78 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
  dots(
    [
      [44, 66],
      [60, 58],
      [76, 66],
      [66, 72],
    ],
    3,
    p.accent,
  );

/** A whole steamed fish with scallion on an oval platter. */
const fish = (p: Palette): string =>
  plate(80, 52) +
  `<path d="M24 72 Q52 48 84 70 Q52 90 24 72 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
  `<path d="M82 70 L100 58 L98 82 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
  `<circle cx="34" cy="70" r="2.5" fill="${p.deep}"/>` +
  `<path d="M46 64 l14 4 M52 74 l16 -4 M62 62 l10 8" stroke="${p.accent}" stroke-width="2.5" stroke-linecap="round"/>`;

/** Crisp rolls, or a pancake cut in wedges. */
const rolls = (p: Palette): string =>
  plate() +
  [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${26 + i * 10}" y="${54 + i * 8}" width="56" height="14" rx="7" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5" transform="rotate(-12 60 70)"/>`,
    )
    .join('') +
  `<circle cx="92" cy="80" r="7" fill="${p.accent}"/>`;

const pancake = (p: Palette): string =>
  plate() +
  `<ellipse cx="60" cy="72" rx="36" ry="14" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
  `<path d="M60 58 V86 M28 66 L92 78 M92 66 L28 78" stroke="${p.deep}" stroke-width="1.2" stroke-opacity="0.7"/>` +
  dots(
    [
      [44, 70],
      [70, 68],
      [58, 78],
    ],
    2,
    p.accent,
  ) +
  steam(48, 50);

export const foodShapes = {
  dumplings,
  buns,
  noodles,
  soup,
  rice,
  heap,
  fish,
  rolls,
  pancake,
} as const;
