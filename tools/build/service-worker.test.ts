import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICONS, iconPng } from './icons.ts';
import { dinerFiles } from './service-worker.ts';
import { webManifest } from './web-manifest.ts';

describe('the offline files of a build', () => {
  it('precaches what the diner app may load, lazily too, and none of the staff console', () => {
    const files = dinerFiles({
      'index.html': {
        file: 'assets/main-1.js',
        imports: ['_shared.js'],
        dynamicImports: ['src/Cart.tsx'],
        css: ['assets/main-1.css'],
      },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/Cart.tsx': { file: 'assets/Cart-1.js', imports: ['_shared.js'] },
      'staff.html': { file: 'assets/staff-1.js', imports: ['_shared.js'] },
    });
    expect([...files].sort()).toEqual([
      'assets/Cart-1.js',
      'assets/main-1.css',
      'assets/main-1.js',
      'assets/shared-1.js',
    ]);
  });

  it('draws each icon as a PNG of its size; the maskable and apple ones have no transparency', () => {
    for (const icon of ICONS) {
      const png = iconPng(icon);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(icon.size);
      expect(png.readUInt32BE(20)).toBe(icon.size);
      const length = png.readUInt32BE(33);
      const rows = inflateSync(png.subarray(41, 41 + length));
      const alpha = (x: number, y: number) => rows[y * (icon.size * 4 + 1) + 1 + x * 4 + 3];
      expect(alpha(0, 0)).toBe(icon.shape === 'round' ? 0 : 255);
      expect(alpha(icon.size / 2, icon.size / 2)).toBe(255);
    }
  });

  it('names the app in each language, and lists the icons it draws', () => {
    expect(webManifest('zh-TW')).toMatchObject({
      lang: 'zh-TW',
      start_url: '/zh-tw/',
      display: 'standalone',
    });
    expect(webManifest('en-US').icons.map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    expect(webManifest('en-US').icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});
