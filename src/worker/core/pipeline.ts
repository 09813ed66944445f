import { EMPTY, filter, map, merge, type Observable, type Subject, switchMap } from 'rxjs';
import type { TableChannel } from '../../adapters/live/table-channel.ts';
import { gatherResyncs } from '../live/resync.ts';
import type { FollowUp, Input } from './inputs.ts';

export interface InputSources {
  /** Commands from the UI and follow-ups from programs. */
  readonly inputs: Subject<Input>;
  /** The open live channel, if any: its signals join the stream, a replaced one's stop. */
  readonly channels: Observable<TableChannel | null>;
  /** The clock's ticks, each second, for as long as they are listened to. */
  readonly ticks: Observable<number>;
  /** What the browser says of its network: the state at start, then each change. */
  readonly network: Observable<boolean>;
  readonly resyncDelayMs: number;
}

const isFollowUp =
  <K extends FollowUp['kind']>(kind: K) =>
  (input: Input): input is Extract<FollowUp, { kind: K }> =>
    input.kind === kind;

/**
 * The one stream of inputs: commands and follow-ups as they come, the live channel's signals in
 * order (a channel replaced by a newer one falls silent at once), the countdown's ticks while it
 * runs, refetch requests gathered into windows, and the browser's network going and coming.
 */
export const inputStream = ({
  inputs,
  channels,
  ticks,
  network,
  resyncDelayMs,
}: InputSources): Observable<Input> => {
  const live = channels.pipe(
    switchMap((channel) => channel?.signals ?? EMPTY),
    map((signal): Input => ({ kind: 'live', signal })),
  );
  const countdown = inputs.pipe(
    filter(isFollowUp('countdown')),
    switchMap(({ running }) => (running ? ticks : EMPTY)),
    map((at): Input => ({ kind: 'tick', at })),
  );
  const resyncs = gatherResyncs(inputs.pipe(filter(isFollowUp('resync'))), resyncDelayMs).pipe(
    map((window): Input => ({ kind: 'resyncWindow', ...window })),
  );
  const direct = inputs.pipe(
    filter((input) => input.kind !== 'resync' && input.kind !== 'countdown'),
  );
  const connectivity = network.pipe(map((online): Input => ({ kind: 'network', online })));
  return merge(direct, live, countdown, resyncs, connectivity);
};
