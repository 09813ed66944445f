import { Schema } from 'effect';
import type { LiveMessage } from '../live-message.ts';

/**
 * A live message as it arrived: its data stays unknown here, since peers on newer versions send
 * what this one cannot read; live/messages.ts reads it when the fold does.
 */
export const LiveMessageSchema = Schema.Struct({
  fromBrowserId: Schema.String,
  messageType: Schema.String,
  data: Schema.Unknown,
}) satisfies Schema.Codec<LiveMessage>;
