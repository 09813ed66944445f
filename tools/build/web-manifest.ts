import { ICONS } from './icons.ts';

/** Both themes' page colours (src/ui/styles/tokens.css) and the default primary colour. */
export const THEME = { primary: '#f6821f', light: '#ffffff', dark: '#121212' } as const;

/**
 * The installable app's manifest, one per language: index.html links the English one and its
 * first script swaps in the Traditional Chinese one under /zh-tw (docs/offline.md).
 */
export const webManifest = (locale: 'en-US' | 'zh-TW') => ({
  name: locale === 'en-US' ? 'tablefold: order at your table' : 'tablefold：桌邊點餐',
  short_name: locale === 'en-US' ? 'tablefold' : 'tablefold 點餐',
  description:
    locale === 'en-US'
      ? 'Scan the table’s QR code, order together, and keep browsing on bad Wi-Fi.'
      : '掃描桌上的 QR 碼，一起點餐；網路不穩時也能繼續瀏覽。',
  lang: locale,
  start_url: locale === 'en-US' ? '/' : '/zh-tw/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME.primary,
  background_color: THEME.light,
  icons: ICONS.map(({ file, size, shape }) => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    ...(shape === 'maskable' ? { purpose: 'maskable' } : {}),
  })).filter((icon) => !icon.src.includes('apple-touch')),
});

export const MANIFEST_FILES = {
  'en-US': 'manifest.webmanifest',
  'zh-TW': 'manifest.zh-TW.webmanifest',
} as const;
