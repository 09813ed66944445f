import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { everyCatalogue } from '../../../../tools/testing/catalogues.ts';
import { ElementType } from './elements.ts';

/** The forms a message uses that the app's formatter does not know (format-parts.ts). */
const unknownForms = (elements: readonly MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.argument:
      case TYPE.pound:
        return [];
      case TYPE.number:
        return element.style === null || element.style === undefined
          ? []
          : [`number style of {${element.value}}`];
      case TYPE.select:
      case TYPE.plural:
        return Object.values(element.options).flatMap((option) => unknownForms(option.value));
      case TYPE.tag:
        return unknownForms(element.children);
      default:
        return [`${TYPE[element.type]} {${element.value}}`];
    }
  });

describe('the catalogues’ message forms', () => {
  it('are the ones the app formats: no date, time or number styles', () => {
    for (const { name, messages } of everyCatalogue) {
      const unknown = Object.entries(messages).flatMap(([id, text]) =>
        unknownForms(parse(text)).map((form) => `${id}: ${form}`),
      );
      expect({ name, unknown }).toEqual({ name, unknown: [] });
    }
  });

  it('number their element types as the parser does', () => {
    for (const [name, type] of Object.entries(ElementType))
      expect({ name, type }).toEqual({ name, type: TYPE[name as keyof typeof TYPE] });
  });
});
