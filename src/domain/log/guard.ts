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
      const members = ast.types.map(compile);
      return (value) => members.some((member) => member(value));
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
