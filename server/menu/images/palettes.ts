/** The colours of one picture: its backdrop, the food's own colour, a garnish and a shade. */
export interface Palette {
  readonly bg: string;
  readonly main: string;
  readonly accent: string;
  readonly deep: string;
}

const palette = (bg: string, main: string, accent: string, deep: string): Palette => ({
  bg,
  main,
  accent,
  deep,
});

export const palettes = {
  cream: palette('#fdf3e1', '#f7ead0', '#7cb342', '#cdb68a'),
  jade: palette('#e7f5ec', '#eef6e6', '#2e9d5b', '#a9cf98'),
  rose: palette('#fdebed', '#f8d3da', '#e56b8a', '#c2547a'),
  amber: palette('#fff1dc', '#e9a23b', '#6d9f3a', '#b86b1a'),
  chili: palette('#fde8e2', '#d84315', '#f9a825', '#8e2a0b'),
  soy: palette('#f5ebe0', '#8d5a2b', '#7cb342', '#5a3412'),
  gold: palette('#fff7d6', '#f4c542', '#e57c23', '#c08a12'),
  leaf: palette('#e8f5e1', '#4caf50', '#c5e1a5', '#2e7d32'),
  tea: palette('#f1f5e6', '#c9a95c', '#7a9a3a', '#8a6d2f'),
  milk: palette('#f6eee6', '#d9b38c', '#3e2723', '#a77b52'),
  sky: palette('#e3f2fd', '#f7d774', '#8bc34a', '#e0a800'),
  plum: palette('#f3e5f5', '#8e3a59', '#c2185b', '#5b1f3a'),
  mango: palette('#fff3e0', '#ffb300', '#ff7043', '#e68a00'),
  sesame: palette('#efebe9', '#3e3a39', '#fafafa', '#1f1b1a'),
  sea: palette('#e0f2f1', '#b0bec5', '#ff8a65', '#546e7a'),
  cocoa: palette('#efe6dd', '#6d4c41', '#ffcc80', '#3e2723'),
  snow: palette('#eef4fb', '#ffffff', '#9c2f3f', '#cfd8dc'),
  lotus: palette('#fdecef', '#f48fb1', '#66bb6a', '#d81b60'),
  harbour: palette('#e3f0fb', '#1f6fb2', '#ffffff', '#0d3c61'),
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

export const isPaletteName = (name: string): name is PaletteName => Object.hasOwn(palettes, name);
