import type { Palette } from './palettes.ts';

/** Lotus House's logo. */
const lotus = (p: Palette): string =>
  `<ellipse cx="60" cy="92" rx="40" ry="9" fill="${p.accent}"/>` +
  [-50, -25, 0, 25, 50]
    .map(
      (angle) =>
        `<path d="M60 86 Q44 58 60 30 Q76 58 60 86 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="1.5" transform="rotate(${angle} 60 86)"/>`,
    )
    .join('') +
  `<circle cx="60" cy="76" r="6" fill="#fdd835"/>`;

/** Harbour Bistro's logo: a boat on the harbour. */
const boat = (p: Palette): string =>
  `<path d="M58 20 V76 H24 Z" fill="${p.accent}" stroke="${p.deep}" stroke-width="2"/>` +
  `<path d="M64 30 V76 H92 Z" fill="${p.main}" stroke="${p.deep}" stroke-width="2"/>` +
  `<path d="M20 80 H100 L88 94 H32 Z" fill="${p.deep}"/>` +
  `<path d="M10 102 q10 -8 20 0 t20 0 t20 0 t20 0 t20 0" fill="none" stroke="${p.main}" stroke-width="3"/>`;

export const logoShapes = { lotus, boat } as const;
