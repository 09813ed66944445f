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

const objectsArb = (ast: SchemaAST.Objects): fc.Arbitrary<unknown> => {
  // Record(String, Never): an empty payload, nothing else allowed in it.
  if (ast.indexSignatures.length > 0) return fc.constant({});
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const property of ast.propertySignatures) {
    const name = String(property.name);
    fields[name] = arbitraryOf(property.type);
    if (!SchemaAST.isOptional(property.type)) required.push(name);
  }
  return fc.record(fields, { requiredKeys: required });
};

/** Values of a type-side AST (no transformations), as JSON carries them. */
export const arbitraryOf = (ast: SchemaAST.AST): fc.Arbitrary<unknown> => {
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
    case 'Union':
      return fc.oneof(...ast.types.map(arbitraryOf));
    case 'Arrays': {
      const [item] = ast.rest;
      if (item === undefined || ast.elements.length > 0) throw new Error('tuples: not derived');
      return fc.array(arbitraryOf(item), { maxLength: 2 });
    }
    case 'Objects':
      return objectsArb(ast);
    case 'Suspend':
      return arbitraryOf(ast.thunk());
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
