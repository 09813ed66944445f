import type { Palette } from './palettes.ts';
import { PORCELAIN, RIM, dots, shadow, steam } from './parts.ts';

/** A handleless teacup, steaming. */
const cup = (p: Palette): string =>
  shadow(98, 30) +
  `<path d="M28 52 H92 Q90 92 60 94 Q30 92 28 52 Z" fill="${PORCELAIN}" stroke="${RIM}" stroke-width="2"/>` +
  `<ellipse cx="60" cy="52" rx="32" ry="8" fill="${p.main}" stroke="${RIM}" stroke-width="2"/>` +
  `<path d="M36 70 Q60 78 84 70" fill="none" stroke="${RIM}" stroke-width="2.5" stroke-opacity="0.45"/>` +
  `<path d="M86 56 q14 2 10 16 q-3 8 -12 8" fill="none" stroke="${RIM}" stroke-width="3"/>` +
  steam(48, 40);

/** A tall glass with ice and a slice of citrus. */
const glass = (p: Palette): string =>
  shadow(102, 22) +
  `<path d="M38 22 H82 L76 100 H44 Z" fill="#ffffff" fill-opacity="0.6" stroke="#90a4ae" stroke-width="2"/>` +
  `<path d="M40 40 H80 L75.5 98 H44.5 Z" fill="${p.main}" fill-opacity="0.85"/>` +
  `<rect x="48" y="46" width="12" height="12" rx="2" fill="#ffffff" fill-opacity="0.7" transform="rotate(12 54 52)"/>` +
  `<rect x="60" y="60" width="11" height="11" rx="2" fill="#ffffff" fill-opacity="0.7" transform="rotate(-10 65 65)"/>` +
  `<circle cx="82" cy="30" r="12" fill="${p.accent}" stroke="${p.deep}" stroke-width="1.5"/>` +
  `<path d="M82 18 V42 M70 30 H94 M74 22 L90 38 M90 22 L74 38" stroke="#ffffff" stroke-width="1.2"/>` +
  `<path d="M66 12 L58 70" stroke="${p.deep}" stroke-width="3" stroke-linecap="round"/>`;

/** Milk tea with a wide straw and tapioca pearls at the bottom. */
const boba = (p: Palette): string =>
  shadow(104, 22) +
  `<path d="M74 8 L66 60" stroke="#26a69a" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="M34 36 H86 L80 102 H40 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="2"/>` +
  `<path d="M32 30 Q60 16 88 30 V38 H32 Z" fill="#ffffff" fill-opacity="0.85" stroke="${p.deep}" stroke-width="2"/>` +
  dots(
    [
      [48, 94],
      [58, 96],
      [68, 94],
      [53, 86],
      [63, 87],
      [73, 86],
      [46, 80],
    ],
    4,
    p.accent,
  );

/** A bottle with a label. */
const bottle = (p: Palette): string =>
  shadow(104, 18) +
  `<path d="M52 10 H68 V30 Q80 38 80 52 V100 Q80 104 76 104 H44 Q40 104 40 100 V52 Q40 38 52 30 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="2"/>` +
  `<rect x="40" y="60" width="40" height="26" fill="${p.accent}" stroke="${p.deep}" stroke-width="1.5"/>` +
  `<circle cx="60" cy="73" r="7" fill="${p.main}"/>` +
  `<rect x="50" y="6" width="20" height="8" rx="2" fill="${p.deep}"/>`;

export const drinkShapes = { cup, glass, boba, bottle } as const;
