import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventMigrations } from '../event-history.ts';
import { currentEvents } from '../events.ts';
import { payloadArb } from '../schema.arbitraries.ts';
import { compile } from './guard.ts';

const declarations = [...Object.values(currentEvents), ...eventMigrations.map((m) => m.from)];

/** Somewhere in the value, one thing replaced by another or taken away. */
const mutated = (value: unknown): fc.Arbitrary<unknown> => {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (typeof node === 'object' && node !== null)
      for (const [key, inner] of Object.entries(node)) walk(inner, [...path, key]);
  };
  walk(value, []);
  const replacement = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 3 }),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
  );
  return fc.tuple(fc.constantFrom(...paths), replacement).map(([path, next]) => {
    if (path.length === 0) return next;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path.at(-1) as string | number;
    if (next === undefined && !Array.isArray(node)) Reflect.deleteProperty(node, last);
    else node[last] = next;
    return copy;
  });
};

describe('the compiled guard', () => {
  it.each(declarations.map((d) => [`v${d.version}.${d.name}`, d] as const))(
    'property: says what effect says, for %s payloads and near misses',
    (_name, declaration) => {
      const type = Schema.toType(declaration.payload);
      const guard = compile(type.ast);
      const is = Schema.is(type);
      fc.assert(
        fc.property(
          payloadArb(declaration).chain((payload) =>
            fc.tuple(fc.constant(payload), mutated(payload)),
          ),
          ([payload, near]) => {
            expect(guard(payload)).toBe(true);
            expect(guard(near)).toBe(is(near));
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it.each([
    [
      'a record of strings',
      Schema.Record(Schema.String, Schema.Number),
      [{ a: 1 }, {}],
      [{ a: 'x' }, []],
    ],
    ['an empty struct', Schema.Struct({}), [{}, 1, 'x'], [null, undefined]],
    ['undefined', Schema.Undefined, [undefined], [null]],
    ['never', Schema.Never, [], [1, null]],
    [
      'a tuple',
      Schema.Tuple([Schema.String, Schema.Number]),
      [['a', 1]],
      [['a'], [1, 'a'], ['a', 1, 2], { 0: 'a', 1: 1 }],
    ],
    [
      'a tuple with a rest',
      Schema.TupleWithRest(Schema.Tuple([Schema.String]), [Schema.Number]),
      [['a'], ['a', 1, 2]],
      [[], ['a', 'b'], [1]],
    ],
    [
      'a union of structs sharing a literal key',
      Schema.Union([
        Schema.Struct({ kind: Schema.Literal('a'), n: Schema.Number }),
        Schema.Struct({ kind: Schema.Literal('b'), s: Schema.String }),
        Schema.Struct({ kind: Schema.Literal('b'), n: Schema.Number }),
      ]),
      [
        { kind: 'a', n: 1 },
        { kind: 'b', s: 'x' },
        { kind: 'b', n: 1 },
      ],
      [{ kind: 'a', s: 'x' }, { kind: 'c', n: 1 }, { n: 1 }, null, ['a']],
    ],
    [
      'a union of structs each with a key of its own',
      Schema.Union([
        Schema.Struct({ v: Schema.Unknown }),
        Schema.Struct({ o: Schema.Number, d: Schema.optionalKey(Schema.String) }),
        Schema.Struct({ a: Schema.String }),
      ]),
      [{ v: undefined }, { o: 1 }, { o: 1, d: 'x' }, { a: 'x' }, { o: 'no', a: 'yes' }],
      [{}, { o: 'no' }, { d: 'x' }, { o: 1, d: 2 }, { o: 'no', a: 1 }, 'v'],
    ],
    [
      'an optional key',
      Schema.Struct({ a: Schema.optionalKey(Schema.String) }),
      [{}, { a: '' }],
      [{ a: undefined }, { a: 1 }],
    ],
    [
      'an optional value',
      Schema.Struct({ a: Schema.optional(Schema.String) }),
      [{}, { a: undefined }],
      [{ a: 1 }],
    ],
    ['a refinement', Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)), [1, 7], [0, 1.5, '1']],
    [
      'a template literal (left to effect)',
      Schema.TemplateLiteral(['v', Schema.Number]),
      ['v1'],
      ['w1', 1],
    ],
  ] as const)('%s', (_name, schema, yes, no) => {
    const guard = compile(schema.ast);
    const is = Schema.is(schema as Schema.Top);
    for (const value of yes) {
      expect(guard(value), JSON.stringify(value)).toBe(true);
      expect(is(value), `effect: ${JSON.stringify(value)}`).toBe(true);
    }
    for (const value of no) {
      expect(guard(value), JSON.stringify(value)).toBe(false);
      expect(is(value), `effect: ${JSON.stringify(value)}`).toBe(false);
    }
  });

  it('checks a recursive schema', () => {
    interface Tree {
      readonly children: readonly Tree[];
    }
    const Tree: Schema.Codec<Tree> = Schema.Struct({
      children: Schema.Array(Schema.suspend((): Schema.Codec<Tree> => Tree)),
    });
    const guard = compile(Tree.ast);
    expect(guard({ children: [{ children: [] }] })).toBe(true);
    expect(guard({ children: [{ children: [1] }] })).toBe(false);
  });

  it('refuses to compile a schema with transformations: it checks type sides only', () => {
    expect(() => compile(Schema.NumberFromString.ast)).toThrow(/type side/);
  });
});
