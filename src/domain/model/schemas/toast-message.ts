import { Schema } from 'effect';
import type { ToastMessage } from '../../errors/failure.ts';
import { domainMessageKeys } from '../../errors/message-keys.ts';

/**
 * A toast's message: a key of the domain's catalogue or the server's own text. A key logs hold is
 * a name too: removing or renaming one is an event change (docs/events.md).
 */
export const ToastMessageSchema = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal('key'),
    key: Schema.Literals(domainMessageKeys),
    values: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  }),
  Schema.Struct({ kind: Schema.Literal('text'), text: Schema.String }),
]) satisfies Schema.Codec<ToastMessage>;
