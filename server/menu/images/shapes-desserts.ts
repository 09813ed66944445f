import type { Palette } from './palettes.ts';
import { PORCELAIN, RIM, dots, plate, shadow } from './parts.ts';

/** A set pudding on a plate, glazed on top. */
const pudding = (p: Palette): string =>
  plate() +
  `<path d="M36 80 L44 44 Q60 36 76 44 L84 80 Q60 88 36 80 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5"/>` +
  `<path d="M44 44 Q60 36 76 44 Q78 52 70 50 Q62 58 56 50 Q46 54 44 44 Z" fill="${p.accent}"/>` +
  `<path d="M60 36 q4 -10 12 -10" fill="none" stroke="#2e7d32" stroke-width="2.5" stroke-linecap="round"/>`;

/** Two egg tarts with scalloped shells. */
const tarts = (p: Palette): string =>
  plate() +
  [40, 80]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="72" rx="20" ry="10" fill="${p.deep}" stroke="#8d6e20" stroke-width="2" stroke-dasharray="4 2"/>` +
        `<ellipse cx="${x}" cy="70" rx="15" ry="7" fill="${p.main}"/>` +
        `<ellipse cx="${x + 4}" cy="68" rx="5" ry="2.5" fill="${p.accent}" fill-opacity="0.7"/>`,
    )
    .join('');

/** A snowy mound of shaved ice with toppings. */
const shavedIce = (p: Palette): string =>
  shadow(100, 32) +
  `<path d="M14 62 H106 A46 36 0 0 1 14 62 Z" fill="${PORCELAIN}" stroke="${RIM}" stroke-width="2"/>` +
  `<path d="M18 62 Q24 24 60 20 Q96 24 102 62 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="2"/>` +
  dots(
    [
      [44, 40],
      [56, 34],
      [68, 38],
      [60, 46],
      [48, 52],
      [74, 50],
    ],
    4,
    p.accent,
  );

export const dessertShapes = { pudding, tarts, 'shaved-ice': shavedIce } as const;
