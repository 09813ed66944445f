import { Schema, SchemaAST } from 'effect';

/**
 * A schema's type side compiled, once, into plain JavaScript checks: reading a log checks every
 * event, and effect's general parser takes two to four times as long on a cart as a compiled
 * check does (docs/events.md, "Reading fast"). The guard only ever says yes for what the schema
 * accepts: a node it does not know is checked by effect itself, and the codec asks effect again
 * whenever the guard says no, for the reason (codec.ts).
 */
export type Guard = (value: unknown) => boolean;

const OPTIONS: SchemaAST.ParseOptions = {};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** effect's two commonest filters, as they are written there, without the issue they build. */
const nativeFilters: Readonly<Record<string, Guard>> = {
  'effect/schema/isFinite': (value) => Number.isFinite(value),
  'effect/schema/isInt': (value) => Number.isSafeInteger(value),
};

const filterGuard = (filter: SchemaAST.Filter<unknown>, ast: SchemaAST.AST): Guard => {
  const id = (filter.annotations?.representation as { id?: unknown } | undefined)?.id;
  const native = typeof id === 'string' ? nativeFilters[id] : undefined;
  return native ?? ((value) => filter.run(value, ast, OPTIONS) === undefined);
};

/** A node's refinements (an integer, at least 1, a pattern), run as effect's own filters. */
const checksOf = (ast: SchemaAST.AST): Guard | null => {
  if (ast.checks === undefined) return null;
  const guards: Guard[] = [];
  const collect = (check: SchemaAST.Check<unknown>): void => {
    if (check._tag === 'Filter') guards.push(filterGuard(check, ast));
    else check.checks.forEach(collect);
  };
  ast.checks.forEach(collect);
  const [only, ...more] = guards;
  if (only !== undefined && more.length === 0) return only;
  return (value) => guards.every((guard) => guard(value));
};

const arrayOf =
  (item: Guard): Guard =>
  (value) => {
    if (!Array.isArray(value)) return false;
    for (const element of value) if (!item(element)) return false;
    return true;
  };

/** A tuple of required elements (the patch's splice), with or without a rest after them. */
const tupleOf = (
  elements: readonly SchemaAST.AST[],
  rest: SchemaAST.AST | undefined,
): Guard | null => {
  if (elements.some(SchemaAST.isOptional)) return null;
  const checks = elements.map(compile);
  const after = rest === undefined ? null : compile(rest);
  return (value) => {
    if (!Array.isArray(value)) return false;
    if (after === null ? value.length !== checks.length : value.length < checks.length) {
      return false;
    }
    for (let index = 0; index < value.length; index += 1) {
      const check = checks[index] ?? after;
      if (check === null || !check(value[index])) return false;
    }
    return true;
  };
};

/** Whether a union's members that can take a value (by what they require of it) take it. */
type Dispatch = (value: Record<string, unknown>) => boolean;

const requiredProperties = (member: SchemaAST.AST) =>
  member._tag === 'Objects' && member.indexSignatures.length === 0
    ? member.propertySignatures.filter((property) => !SchemaAST.isOptional(property.type))
    : null;

/**
 * A union whose every member requires the same key to hold a literal (a reading's `kind`): only
 * the members of the value's literal can take it.
 */
const byLiteral = (members: readonly SchemaAST.AST[]): Dispatch | null => {
  const required = members.map(requiredProperties);
  const [first] = required;
  if (first === undefined || first === null) return null;
  const literalOf = (property: SchemaAST.PropertySignature | undefined) =>
    property?.type._tag === 'Literal' && property.type.checks === undefined
      ? property.type.literal
      : undefined;
  for (const { name } of first) {
    const literals = required.map((properties) =>
      literalOf(properties?.find((property) => property.name === name)),
    );
    if (literals.some((literal) => literal === undefined)) continue;
    const guards = new Map<unknown, Guard[]>();
    members.forEach((member, index) => {
      const literal = literals[index];
      guards.set(literal, [...(guards.get(literal) ?? []), compile(member)]);
    });
    return (value) => guards.get(value[name as string])?.some((guard) => guard(value)) ?? false;
  }
  return null;
};

/**
 * A union whose every member requires a key no other member has (a patch's `v`, `o` or `a`):
 * only the members whose key the value holds can take it.
 */
const byOwnKey = (members: readonly SchemaAST.AST[]): Dispatch | null => {
  const required = members.map(requiredProperties);
  if (required.some((properties) => properties === null)) return null;
  const named = (properties: readonly SchemaAST.PropertySignature[] | null) =>
    new Set((properties ?? []).map((property) => property.name));
  const everyKey = members.map((member) =>
    member._tag === 'Objects' ? named(member.propertySignatures) : new Set(),
  );
  const ownKeys = required.map((properties, index) =>
    [...named(properties)].find((key) =>
      everyKey.every((keys, other) => other === index || !keys.has(key)),
    ),
  );
  if (ownKeys.some((key) => typeof key !== 'string')) return null;
  const entries = ownKeys.map(
    (key, index) => [key as string, compile(members[index] as SchemaAST.AST)] as const,
  );
  return (value) => {
    for (const [key, guard] of entries) if (key in value && guard(value)) return true;
    return false;
  };
};

const unionOf = (members: readonly SchemaAST.AST[]): Guard => {
  const dispatch = byLiteral(members) ?? byOwnKey(members);
  if (dispatch === null) {
    const guards = members.map(compile);
    return (value) => guards.some((guard) => guard(value));
  }
  return (value) => isObject(value) && dispatch(value);
};

const objectOf = (ast: SchemaAST.Objects): Guard | null => {
  const [index, ...moreIndexes] = ast.indexSignatures;
  if (index !== undefined) {
    // Record(String, X) only: every own key's value is an X.
    if (moreIndexes.length > 0 || ast.propertySignatures.length > 0) return null;
    if (index.parameter._tag !== 'String' || index.parameter.checks !== undefined) return null;
    const each = compile(index.type);
    return (value) => isObject(value) && Object.values(value).every(each);
  }
  // An empty struct takes anything but null and undefined, as effect's does.
  if (ast.propertySignatures.length === 0) return (value) => value !== null && value !== undefined;
  const fields = ast.propertySignatures.map((property) => ({
    name: property.name,
    optional: SchemaAST.isOptional(property.type),
    check: compile(property.type),
  }));
  return (value) => {
    if (!isObject(value)) return false;
    for (const { name, optional, check } of fields) {
      const field = value[name as string];
      // Looked up once: `in` only tells an absent key from one holding undefined.
      if (field === undefined && !(name in value)) {
        if (optional) continue;
        return false;
      }
      if (!check(field)) return false;
    }
    return true;
  };
};

/** The node's own shape, without its refinements; null for a node checked by effect. */
const shapeOf = (ast: SchemaAST.AST): Guard | null => {
  switch (ast._tag) {
    case 'String':
      return (value) => typeof value === 'string';
    case 'Number':
      return (value) => typeof value === 'number';
    case 'Boolean':
      return (value) => typeof value === 'boolean';
    case 'Null':
      return (value) => value === null;
    case 'Undefined':
      return (value) => value === undefined;
    case 'Literal': {
      const { literal } = ast;
      return (value) => value === literal;
    }
    case 'Unknown':
    case 'Any':
      return () => true;
    case 'Never':
      return () => false;
    case 'Union': {
      // An enumeration (OrderStatus, a popup's name): one look-up in a set.
      if (ast.types.every((member) => member._tag === 'Literal' && member.checks === undefined)) {
        const literals = new Set(ast.types.map((member) => (member as SchemaAST.Literal).literal));
        return (value) => literals.has(value as SchemaAST.LiteralValue);
      }
      return unionOf(ast.types);
    }
    case 'Arrays': {
      const [item, ...more] = ast.rest;
      if (more.length > 0) return null;
      if (ast.elements.length === 0) return item === undefined ? null : arrayOf(compile(item));
      return tupleOf(ast.elements, item);
    }
    case 'Objects':
      return objectOf(ast);
    case 'Suspend': {
      let inner: Guard | null = null;
      return (value) => (inner ??= compile(ast.thunk()))(value);
    }
    default:
      return null;
  }
};

/** Compiles a type-side AST (one without transformations: see Schema.toType). */
export const compile = (ast: SchemaAST.AST): Guard => {
  if (ast.encoding !== undefined) throw new Error('a guard checks a type side, not a codec');
  const shape = shapeOf(ast);
  if (shape === null) return Schema.is(Schema.make(ast));
  const checks = checksOf(ast);
  return checks === null ? shape : (value) => shape(value) && checks(value);
};
