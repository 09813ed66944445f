import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { everyCatalogue } from '../../../../tools/testing/catalogues.ts';
import { createAppIntl } from './app-intl.ts';
import { compileCatalogue } from './compile.ts';
import { ElementType, type MessageElement } from './elements.ts';
import { formatParts } from './format-parts.ts';

type Value = string | number | ((chunks: readonly unknown[]) => string);

/** Each argument's name and what it is used as, nested ones included. */
const argumentsOf = (elements: readonly MessageElement[]): Map<string, MessageElement> => {
  const found = new Map<string, MessageElement>();
  const walk = (list: readonly MessageElement[]) => {
    for (const element of list) {
      if (element.type === ElementType.literal || element.type === ElementType.pound) continue;
      // A plural or number's use decides the value's kind over a bare one's.
      if (!found.has(element.value) || element.type !== ElementType.argument)
        found.set(element.value, element);
      if (element.type === ElementType.select || element.type === ElementType.plural)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === ElementType.tag) walk(element.children);
    }
  };
  walk(elements);
  return found;
};

const markup = (name: string) => (chunks: readonly unknown[]) =>
  `<${name}>${chunks.join('')}</${name}>`;

/** Value sets to fill a message with: numbers around every plural rule, every select option. */
const valueSets = (elements: readonly MessageElement[]): Record<string, Value>[] => {
  const args = [...argumentsOf(elements)];
  const numbers = [0, 1, 2, 3, 5, 11, 21, 1234.5];
  return numbers.map((number, index) =>
    Object.fromEntries(
      args.map(([name, element]): [string, Value] => {
        switch (element.type) {
          case ElementType.tag:
            return [name, markup(name)];
          case ElementType.select: {
            const options = [...Object.keys(element.options), 'not-an-option'];
            return [name, options[index % options.length] ?? 'other'];
          }
          case ElementType.plural:
          case ElementType.number:
            return [name, number];
          default:
            return [name, index % 2 === 0 ? `Ada ${name}` : number];
        }
      }),
    ),
  );
};

describe('the message formatter', () => {
  it('writes every message of every catalogue as intl-messageformat does, for many values', () => {
    let compared = 0;
    for (const { name, locale, messages } of everyCatalogue) {
      const compiled = compileCatalogue(messages);
      for (const [id, text] of Object.entries(messages)) {
        const elements = compiled[id] ?? [];
        for (const values of valueSets(elements)) {
          const expected = new IntlMessageFormat(text, locale).format<string>(values);
          const actual = formatParts<string>(locale, elements, values).join('');
          expect({ name, id, values: JSON.stringify(values), actual }).toEqual({
            name,
            id,
            values: JSON.stringify(values),
            actual: Array.isArray(expected) ? expected.join('') : expected,
          });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(8_000);
  });

  it('takes =N before the plural category, and # is the count less the offset', () => {
    const [elements] = Object.values(
      compileCatalogue({
        m: '{n, plural, offset:1 =0 {nobody} =1 {only {who}} one {{who} and # other} other {{who} and # others}}',
      }),
    );
    const say = (n: number) => formatParts('en-US', elements ?? [], { n, who: 'Amy' }).join('');
    expect([0, 1, 2, 3, 1235].map(say)).toEqual([
      'nobody',
      'only Amy',
      'Amy and 1 other',
      'Amy and 2 others',
      'Amy and 1,234 others',
    ]);
  });

  it('gives markup its parts and keeps what it makes, in order', () => {
    const [elements] = Object.values(compileCatalogue({ m: 'Table <b>{table}</b> asks' }));
    const bold = (chunks: readonly (string | { bold: string })[]) => ({ bold: chunks.join('') });
    expect(formatParts('en-US', elements ?? [], { table: 'A1', b: bold })).toEqual([
      'Table ',
      { bold: 'A1' },
      ' asks',
    ]);
  });

  it('shows the id, and says so in the console, for a missing message or value', () => {
    const intl = createAppIntl<string>('en-US', compileCatalogue({ greet: 'Hi {name}' }));
    const said: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args);
    try {
      expect(intl.formatMessage({ id: 'greet' }, { name: 'Bo' })).toBe('Hi Bo');
      expect(intl.formatMessage({ id: 'greet' })).toBe('greet');
      expect(intl.formatMessage({ id: 'absent' })).toBe('absent');
      expect(createAppIntl('en-US', undefined).formatMessage({ id: 'greet' })).toBe('greet');
    } finally {
      console.error = error;
    }
    expect(said).toHaveLength(3);
  });

  it('formats numbers, dates, times and lists in the language, as react-intl did', () => {
    const en = createAppIntl('en-US', undefined);
    const zh = createAppIntl('zh-TW', undefined);
    const at = new Date(2026, 10, 30, 18, 5);
    expect(en.formatNumber(1234.5, { style: 'currency', currency: 'USD' })).toBe('$1,234.50');
    expect(zh.formatNumber(1234.5, { style: 'currency', currency: 'USD' })).toBe('US$1,234.50');
    expect(en.formatTime(at)).toBe(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: 'numeric' }).format(at),
    );
    expect(en.formatTime(at.getTime())).toBe(en.formatTime(at));
    expect(zh.formatDate(at.toISOString(), { dateStyle: 'medium' })).toBe('2026年11月30日');
    expect(en.formatList(['gluten', 'soy', 'sesame'])).toBe('gluten, soy, and sesame');
    expect(zh.formatList(['麩質', '大豆', '芝麻'])).toBe('麩質、大豆和芝麻');
  });
});
