/**
 * Ids travel as decimal strings: the POS issues 64-bit ids that a JavaScript number would round,
 * so the client parses replies keeping long numbers as text (adapters/http/exact-json.ts) and the
 * domain never does arithmetic on them. A new cart line carries the id '0' until the server assigns one (spec §4 "Cart flow").
 */
export type Id = string;

export const NEW_LINE_ID: Id = '0';
