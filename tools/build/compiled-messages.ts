import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue (locales/*.json, locales/staff/*.json) as react-intl takes it precompiled: each message's ICU tree. */
export const compileCatalogue = (
  messages: Readonly<Record<string, string>>,
): Record<string, MessageFormatElement[]> =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

/** The diner app's catalogues (locales/*.json, the menu's dietary words in locales/dietary) and the staff console's (locales/staff/*.json). */
const CATALOGUE = /[\\/]locales[\\/](?:(?:staff|dietary)[\\/])?[\w-]+\.json$/;

/** The parser's build without `parse`: precompiled messages never need it (formatjs's advice). */
const parserWithoutParse = (): string => {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@formatjs/icu-messageformat-parser');
  return join(dirname(entry), 'no-parser.js');
};

/**
 * In a build, the message catalogues ship parsed, and the ICU parser (about 9 KB gzipped) stays
 * out of the bundle. Tests and the dev server keep the text catalogues and the parser.
 */
export const compiledMessages = (): Plugin => ({
  name: 'tablefold-compiled-messages',
  apply: 'build',
  enforce: 'pre',
  config: () => ({
    resolve: {
      alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: parserWithoutParse() }],
    },
  }),
  transform(code, id) {
    if (!CATALOGUE.test(id)) return null;
    const messages = JSON.parse(code) as Record<string, string>;
    return { code: JSON.stringify(compileCatalogue(messages)), map: null };
  },
});
