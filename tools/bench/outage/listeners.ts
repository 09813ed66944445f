import type { HubConnection } from '@microsoft/signalr';
import { stepVersion } from '../../../src/domain/live/versions.ts';
import type { LiveMessage } from '../../../src/domain/model/live-message.ts';
import { call } from '../../../server/test-support/client.ts';
import { openLiveChannel, type Seat, seatHeaders, sitDown } from '../support/seated-diner.ts';

/**
 * Diners who only listen, as the app's worker does: each keeps the highest table version it was
 * told, and on a gap (the domain's own rule, src/domain/live/versions.ts) reads the cart, whose
 * reply names the version it was read at. `known` is the version its screen would show.
 */
export interface Listener {
  readonly name: string;
  readonly server: string;
  known: number;
  refetches: number;
  readonly connection: HubConnection;
}

const fetchVersion = async (seat: Seat): Promise<number> => {
  const reply = await call<{ liveVersion?: number }>(
    seat.server,
    'GET',
    `/api/shoppingCart?merchantId=${seat.merchantId}`,
    seatHeaders(seat),
  );
  return reply.body.data.liveVersion ?? 0;
};

export const startListener = async (options: {
  readonly server: string;
  readonly merchantId: string;
  readonly qrcodeId: string;
  readonly browserId: string;
}): Promise<Listener> => {
  const seat = await sitDown(
    options.server,
    options.merchantId,
    options.qrcodeId,
    options.browserId,
  );
  let known = await fetchVersion(seat);
  let refetches = 0;
  let heard: number | null = known;
  // As the app's resync: a gap heard while a read is under way gets another read after it, since
  // that one may have read the table before the change.
  let refetching = false;
  let again = false;
  const refetch = async (): Promise<void> => {
    if (refetching) {
      again = true;
      return;
    }
    refetching = true;
    refetches += 1;
    try {
      known = Math.max(known, await fetchVersion(seat));
    } finally {
      refetching = false;
    }
    if (again) {
      again = false;
      await refetch();
    }
  };
  const connection = await openLiveChannel(seat, (message) => {
    const step = stepVersion(heard, message as LiveMessage);
    heard = step.highest;
    const version = (message.data as { liveVersion?: unknown } | null)?.liveVersion;
    // A change heard in order is on the screen at once; after a gap the refetch brings it.
    if (step.gap) void refetch();
    else if (typeof version === 'number' && message.messageType !== 'tableVersion')
      known = Math.max(known, version);
  });
  connection.onreconnected(() => {
    heard = null;
    void refetch();
  });
  return {
    name: options.browserId,
    server: options.server,
    get known() {
      return known;
    },
    get refetches() {
      return refetches;
    },
    connection,
  };
};
