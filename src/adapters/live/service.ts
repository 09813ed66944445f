import { Context, Layer } from 'effect';
import { connectTable } from './table-channel.ts';

/** The live channel as a service, so a test of the worker can hand it an in-memory table. */
export class LiveChannel extends Context.Service<
  LiveChannel,
  { readonly connectTable: typeof connectTable }
>()('tablefold/LiveChannel') {}

export const liveChannelLayer: Layer.Layer<LiveChannel> = Layer.succeed(LiveChannel, {
  connectTable,
});
