import { Schema, SchemaAST } from 'effect';
import fc from 'fast-check';
import type { EventDeclaration } from './event.ts';
import { currentEvents } from './events.ts';

/*
 * Arbitraries derived from schemas, so every event declared has generated payloads without a
 * hand-written generator: what a schema allows, as JSON would carry it (no -0, no undefined).
 */

interface Constraints {
  number?: 'integer' | 'finite';
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  patterns?: readonly { readonly source: string; readonly flags: string }[];
}

/** What the checks of a node tell a generator (effect's filters say it in an annotation). */
const constraintsOf = (checks: SchemaAST.Checks | undefined): Constraints => {
  const merged: Constraints = {};
  const visit = (check: SchemaAST.Check<unknown>): void => {
    if (check._tag === 'FilterGroup') {
      check.checks.forEach(visit);
      return;
    }
    const constraint = check.annotations?.arbitraryConstraint as Constraints | undefined;
    if (constraint !== undefined) Object.assign(merged, constraint);
  };
  checks?.forEach(visit);
  return merged;
};

// JSON writes -0 as 0: a generated -0 would not come back as itself.
const noNegativeZero = (value: number) => (value === 0 ? 0 : value);

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.record({ a: fc.integer(), b: fc.string({ maxLength: 4 }) }),
);

const stringArb = ({ patterns, minLength = 0, maxLength = 12 }: Constraints) => {
  const pattern = patterns?.[0];
  return pattern === undefined
    ? fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 12)) })
    : fc.stringMatching(new RegExp(pattern.source, pattern.flags));
};

const numberArb = ({ number, minimum, maximum }: Constraints) =>
  number === 'integer'
    ? fc.integer({ min: minimum ?? -1_000_000, max: maximum ?? 1_000_000 })
    : fc
        .double({ noNaN: true, noDefaultInfinity: true, min: minimum ?? -1e9, max: maximum ?? 1e9 })
        .map(noNegativeZero);

/** How deep a recursive schema (a patch) is unfolded before only its leaves are drawn. */
const RECURSION_LIMIT = 2;

/** Whether a node refers back to a recursive schema, short of following the reference. */
const recursive = (ast: SchemaAST.AST): boolean => {
  switch (ast._tag) {
    case 'Suspend':
      return true;
    case 'Union':
      return ast.types.some(recursive);
    case 'Arrays':
      return [...ast.elements, ...ast.rest].some(recursive);
    case 'Objects':
      return (
        ast.propertySignatures.some((property) => recursive(property.type)) ||
        ast.indexSignatures.some((index) => recursive(index.type))
      );
    default:
      return false;
  }
};

const objectsArb = (ast: SchemaAST.Objects, depth: number): fc.Arbitrary<unknown> => {
  const [index] = ast.indexSignatures;
  // Record(String, Never): an empty payload, nothing else allowed in it.
  if (index !== undefined && index.type._tag === 'Never') return fc.constant({});
  if (index !== undefined) {
    return fc.dictionary(fc.constantFrom('a', 'b', '0'), arbitraryOf(index.type, depth), {
      maxKeys: 2,
    });
  }
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const property of ast.propertySignatures) {
    const name = String(property.name);
    fields[name] = arbitraryOf(property.type, depth);
    if (!SchemaAST.isOptional(property.type)) required.push(name);
  }
  return fc.record(fields, { requiredKeys: required });
};

/** Values of a type-side AST (no transformations), as JSON carries them. */
export const arbitraryOf = (ast: SchemaAST.AST, depth = 0): fc.Arbitrary<unknown> => {
  switch (ast._tag) {
    case 'String':
      return stringArb(constraintsOf(ast.checks));
    case 'Number':
      return numberArb(constraintsOf(ast.checks));
    case 'Boolean':
      return fc.boolean();
    case 'Null':
      return fc.constant(null);
    case 'Literal':
      return fc.constant(ast.literal);
    case 'Unknown':
      return jsonish;
    case 'Union': {
      // Past the limit only the members that end the recursion are drawn.
      const members =
        depth > RECURSION_LIMIT ? ast.types.filter((type) => !recursive(type)) : ast.types;
      return fc.oneof(...members.map((type) => arbitraryOf(type, depth)));
    }
    case 'Arrays': {
      const [item, ...more] = ast.rest;
      if (more.length > 0) throw new Error('rest after rest: not derived');
      const elements = ast.elements.map((element) => arbitraryOf(element, depth));
      if (item === undefined) return fc.tuple(...elements);
      if (elements.length > 0) throw new Error('tuples with a rest: not derived');
      return fc.array(arbitraryOf(item, depth), { maxLength: 2 });
    }
    case 'Objects':
      return objectsArb(ast, depth);
    case 'Suspend':
      return arbitraryOf(ast.thunk(), depth + 1);
    default:
      throw new Error(`no arbitrary derived for ${ast._tag}`);
  }
};

/** Payloads of one declaration, checked by the schema itself so a derivation gap shows. */
export const payloadArb = (declaration: EventDeclaration): fc.Arbitrary<unknown> => {
  const type = Schema.toType(declaration.payload);
  return arbitraryOf(type.ast).filter(Schema.is(type));
};

/** An event of any type with any payload its schema allows: `{ type, payload }`. */
export const anyEventDraftArb: fc.Arbitrary<{ type: string; payload: unknown }> = fc.oneof(
  ...Object.values(currentEvents).map((declaration: EventDeclaration) =>
    payloadArb(declaration).map((payload) => ({ type: declaration.name, payload })),
  ),
);
