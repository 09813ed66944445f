import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Result } from 'axe-core';
import { expect } from 'vitest';
import { describeViolations, seriousViolations } from './axe.ts';
import type { Lang } from './messages.ts';

/**
 * A changed screen in both themes, for a person to look at (`{dir}/{name}-{lang}-{scheme}.png`,
 * under SHOTS_DIR when set); axe finds nothing serious in either (or nothing `check` finds).
 * Leaves the page light.
 */
export const shootBothThemes = async (
  page: Page,
  dir: string,
  name: string,
  lang: Lang,
  check: (page: Page) => Promise<Result[]> = seriousViolations,
): Promise<void> => {
  const folder = `${process.env.SHOTS_DIR ?? 'e2e/screenshots'}/${dir}`;
  await mkdir(folder, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((want) => document.documentElement.dataset.theme === want, scheme);
    await page.screenshot({
      path: `${folder}/${name}-${lang}-${scheme}.png`,
      animations: 'disabled',
    });
    expect(describeViolations(await check(page)), `${name}, ${lang}, ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
};
