import { Schema } from 'effect';
import type { Patch } from '../../log/patch.ts';

const nested = Schema.Record(
  Schema.String,
  Schema.suspend((): Schema.Codec<Patch> => PatchSchema),
);

/** A patch of plain data (log/patch.ts): what an event carries instead of a whole cart. */
export const PatchSchema: Schema.Codec<Patch> = Schema.Union([
  Schema.Struct({ v: Schema.Unknown }),
  Schema.Struct({ o: nested, d: Schema.optionalKey(Schema.Array(Schema.String)) }),
  Schema.Struct({
    a: Schema.Tuple([Schema.Int, Schema.Int, Schema.Array(Schema.Unknown)]),
    i: Schema.optionalKey(nested),
  }),
]);
