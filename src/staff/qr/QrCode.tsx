import QRCode from 'qrcode';
import { memo } from 'react';

const QUIET_ZONE = 4;

/** The dark modules as one SVG path, a run of neighbours in a row as one rectangle. */
const pathOf = (text: string): { size: number; d: string } => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
};

/** A QR code as SVG: black on white with its quiet zone, whatever the theme, so it scans. */
export const QrCode = memo(({ text, label }: { readonly text: string; readonly label: string }) => {
  const { size, d } = pathOf(text);
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-url={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
});
