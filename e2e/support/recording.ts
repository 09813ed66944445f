import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ShownAtEnd } from '../../tools/replay/recorded/read-models.ts';

/** Where `RECORD_FIXTURE=1 npm run e2e -- e2e/journey.e2e.ts` writes the three-diner session. */
export const THREE_DINERS = join(import.meta.dirname, '../../tools/replay/fixtures/three-diners');

/** The diner's session log as the developer panel's export button hands it over. */
export const exportSessionLog = async (page: Page): Promise<string> => {
  // An open dialog makes the rest of the page inert, the panel too.
  while ((await page.locator('dialog[open]').count()) > 0) await page.keyboard.press('Escape');
  const panel = page.getByRole('complementary', { name: 'Developer panel' });
  const toggle = panel.getByRole('button', { name: /^Dev/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export JSONL' }).click();
  return readFileSync(await (await download).path(), 'utf8');
};

/** What a browser showed at the end, read off the page (not off the log). */
export type ShownOnScreen = Readonly<Record<string, Partial<ShownAtEnd>>>;

/** Checks the logs in as the replay fixture, with what each screen showed at the end. */
export const recordFixture = (
  logs: Readonly<Record<string, string>>,
  shown: ShownOnScreen,
): void => {
  mkdirSync(THREE_DINERS, { recursive: true });
  for (const [name, text] of Object.entries(logs))
    writeFileSync(join(THREE_DINERS, `${name}.jsonl`), text);
  writeFileSync(join(THREE_DINERS, 'shown.json'), `${JSON.stringify(shown, null, 2)}\n`);
};
