import { Schema } from 'effect';
import { declareEvent } from '../event.ts';
import { migration } from '../migration.ts';
import { LiveMessageSchema } from '../model/schemas/live-message.ts';
import type { LiveMessage } from '../model/live-message.ts';
import { LiveMessageReceived } from './events.ts';
import { stampOf } from './stamp.ts';

/** v1: the message as it arrived, data and all; the fold read it (messages.ts). */
export const LiveMessageReceivedV1 = declareEvent(
  'LiveMessageReceived',
  1,
  Schema.Struct({ message: LiveMessageSchema }),
);

/**
 * A message as it arrived, kept to be read when folded (`unread`): how a v1 event migrates, since
 * reading it needs the diner's state just before it, which only the fold has.
 */
export const unreadMessage = (message: LiveMessage): LiveMessageReceived['payload'] => {
  const { liveVersion, changedBy } = stampOf(message);
  return {
    from: message.fromBrowserId,
    messageType: message.messageType,
    liveVersion,
    changedBy,
    reading: { kind: 'unread', data: message.data },
  };
};

export const liveMigrations = [
  migration(LiveMessageReceivedV1, [LiveMessageReceived], (event) => [
    { ...event, payload: unreadMessage(event.payload.message) },
  ]),
];
