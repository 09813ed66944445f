import type { Plugin } from 'vite';
import { compileCatalogue } from '../../src/ui/i18n/message-format/compile.ts';

/** The diner app's catalogues (locales/*.json, the menu's dietary words in locales/dietary) and the staff console's (locales/staff/*.json). */
const CATALOGUE = /[\\/]locales[\\/](?:(?:staff|dietary)[\\/])?[\w-]+\.json$/;

/**
 * The message catalogues ship parsed, in a build and in the dev server alike, so the app only ever
 * formats trees (src/ui/i18n/message-format) and the ICU parser (about 9 KB gzipped) stays out of
 * the bundle. Tests (vitest) keep the text, as the catalogue checks and the browser tests read it.
 */
export const compiledMessages = (): Plugin => ({
  name: 'tablefold-compiled-messages',
  // Vitest runs Vite in the 'test' mode; a build a test starts (tools/start.test.ts) is a build.
  apply: (_config, env) => env.mode !== 'test',
  enforce: 'pre',
  transform(code, id) {
    if (!CATALOGUE.test(id)) return null;
    const messages = JSON.parse(code) as Record<string, string>;
    return { code: JSON.stringify(compileCatalogue(messages)), map: null };
  },
});
