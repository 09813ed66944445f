import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledCatalogue, MessageElement } from './elements.ts';

/**
 * A catalogue's text made into ICU trees: the build does it to every catalogue
 * (tools/build/compiled-messages.ts); tests, which read the text, do it themselves. Never in the
 * app: the parser stays out of the bundle.
 */
export const compileCatalogue = <Id extends string>(
  catalogue: Readonly<Record<Id, string>>,
): CompiledCatalogue<Id> =>
  Object.fromEntries(
    Object.entries<string>(catalogue).map(([id, text]) => [
      id,
      // The parser's trees hold more forms than MessageElement; catalogue-forms.test.ts keeps
      // every catalogue to the ones the formatter knows.
      parse(text) as unknown as readonly MessageElement[],
    ]),
  ) as CompiledCatalogue<Id>;
