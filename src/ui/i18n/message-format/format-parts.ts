import { ElementType, type MessageElement } from './elements.ts';
import { numberFormat, pluralRules } from './intl-cache.ts';

/** What a message is filled with: words and numbers, and for markup a function of its parts. */
export type MessageValue<Node> =
  string | number | ((parts: readonly (string | Node)[]) => Node | readonly (string | Node)[]);

export type MessageValues<Node> = Readonly<Record<string, MessageValue<Node>>>;

/** A value the message names that was not given: the caller's mistake, told as such. */
export class MissingValueError extends Error {
  constructor(readonly argument: string) {
    super(`the message needs a value for "${argument}"`);
  }
}

const valueOf = <Node>(values: MessageValues<Node> | undefined, name: string) => {
  if (values === undefined || !(name in values)) throw new MissingValueError(name);
  return values[name] as MessageValue<Node>;
};

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/**
 * A message's parts, in order, adjacent words joined: all strings unless markup made nodes. The
 * same rules as intl-messageformat (format-parts.test.ts compares the two on every catalogue):
 * a plural takes `=N` first, then the language's plural category, else `other`; `#` is the
 * plural's number less its offset, in the language's digits.
 */
export const formatParts = <Node>(
  locale: string,
  elements: readonly MessageElement[],
  values: MessageValues<Node> | undefined,
  pound?: number,
): (string | Node)[] => {
  const parts: (string | Node)[] = [];
  const push = (part: string | Node) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string')
      parts[last] = (parts[last] as string) + part;
    else parts.push(part);
  };
  for (const element of elements) {
    switch (element.type) {
      case ElementType.literal:
        push(element.value);
        break;
      case ElementType.pound:
        push(pound === undefined ? '#' : numberFormat(locale).format(pound));
        break;
      case ElementType.argument: {
        const value = valueOf(values, element.value);
        push(typeof value === 'function' ? '' : String(value));
        break;
      }
      case ElementType.number:
        push(numberFormat(locale).format(numberOf(valueOf(values, element.value))));
        break;
      case ElementType.select: {
        const chosen = String(valueOf(values, element.value));
        const option = element.options[chosen] ?? element.options.other;
        if (option !== undefined)
          for (const part of formatParts(locale, option.value, values, pound)) push(part);
        break;
      }
      case ElementType.plural: {
        const count = numberOf(valueOf(values, element.value));
        const offset = count - element.offset;
        const option =
          element.options[`=${count}`] ??
          element.options[pluralRules(locale, { type: element.pluralType }).select(offset)] ??
          element.options.other;
        if (option !== undefined)
          for (const part of formatParts(locale, option.value, values, offset)) push(part);
        break;
      }
      case ElementType.tag: {
        const wrap = valueOf(values, element.value);
        const inner = formatParts(locale, element.children, values, pound);
        const made = typeof wrap === 'function' ? wrap(inner) : inner;
        for (const part of Array.isArray(made) ? made : [made]) push(part as string | Node);
        break;
      }
    }
  }
  return parts;
};
