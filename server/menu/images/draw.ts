import { logoShapes } from './logos.ts';
import { type Palette, isPaletteName, palettes } from './palettes.ts';
import { dessertShapes } from './shapes-desserts.ts';
import { drinkShapes } from './shapes-drinks.ts';
import { foodShapes } from './shapes-food.ts';

type Shape = (palette: Palette) => string;

const shapes = new Map<string, Shape>(
  Object.entries({ ...foodShapes, ...drinkShapes, ...dessertShapes, ...logoShapes }),
);

/** Every picture has this size, so a client can reserve its box before it loads. */
export const IMAGE_SIZE = 120;

const NAME = /^([a-z]+(?:-[a-z]+)*)-([a-z]+)$/;

/**
 * A picture named `{shape}-{palette}` (e.g. `dumplings-jade`, `shaved-ice-snow`), drawn on a
 * soft tile of the palette's backdrop; null when either part is unknown.
 */
export const drawImage = (name: string): string | null => {
  const [, shapeName = '', paletteName = ''] = NAME.exec(name) ?? [];
  const shape = shapes.get(shapeName);
  if (shape === undefined || !isPaletteName(paletteName)) return null;
  const palette = palettes[paletteName];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}">` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" rx="24" fill="${palette.bg}"/>` +
    shape(palette) +
    '</svg>'
  );
};

export const imageNames = (): string[] =>
  [...shapes.keys()].flatMap((shape) => Object.keys(palettes).map((name) => `${shape}-${name}`));
