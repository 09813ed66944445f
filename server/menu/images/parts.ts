/** Blue-and-white porcelain, shared by every plate, bowl and cup. */
export const PORCELAIN = '#fbfaf6';
export const RIM = '#3d6a9e';
export const SHADOW = 'rgba(60,40,20,0.12)';

export const shadow = (cy: number, rx: number): string =>
  `<ellipse cx="60" cy="${cy}" rx="${rx}" ry="6" fill="${SHADOW}"/>`;

export const plate = (cy = 80, rx = 48): string =>
  shadow(cy + 8, rx - 4) +
  `<ellipse cx="60" cy="${cy}" rx="${rx}" ry="${rx / 3.2}" fill="${PORCELAIN}" stroke="${RIM}" stroke-width="2"/>` +
  `<ellipse cx="60" cy="${cy}" rx="${rx - 9}" ry="${(rx - 9) / 3.2}" fill="none" stroke="${RIM}" stroke-opacity="0.35"/>`;

/** A bowl whose opening is at y=58; `fill` is what shows at the top (broth, rice, ice). */
export const bowl = (fill: string, rim = RIM): string =>
  shadow(100, 32) +
  `<path d="M14 58 H106 A46 40 0 0 1 14 58 Z" fill="${PORCELAIN}" stroke="${rim}" stroke-width="2"/>` +
  `<path d="M26 78 Q60 90 94 78" fill="none" stroke="${rim}" stroke-width="3" stroke-opacity="0.5"/>` +
  `<rect x="46" y="95" width="28" height="6" rx="3" fill="${PORCELAIN}" stroke="${rim}" stroke-width="1.5"/>` +
  `<ellipse cx="60" cy="58" rx="46" ry="10" fill="${fill}" stroke="${rim}" stroke-width="2"/>`;

export const chopsticks = (): string =>
  `<path d="M70 18 L112 50 M78 14 L114 44" stroke="#a0522d" stroke-width="3.5" stroke-linecap="round"/>`;

export const steam = (x: number, y: number): string =>
  [0, 12, 24]
    .map(
      (dx) =>
        `<path d="M${x + dx} ${y} q-5 -7 0 -14 q5 -7 0 -14" fill="none" stroke="#b0a59a" stroke-width="2.5" stroke-linecap="round" stroke-opacity="0.6"/>`,
    )
    .join('');

export const dots = (
  points: readonly (readonly [number, number])[],
  r: number,
  fill: string,
): string =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
