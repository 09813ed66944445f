import { Effect } from 'effect';
import { getTableByQrcode } from '../../adapters/api/table.ts';
import { Fingerprint } from '../../adapters/system/fingerprint.ts';
import { Ids } from '../../adapters/system/ids.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { describeApiError, failureCode } from '../../adapters/http/errors.ts';
import { renewalRetiresTableCode } from '../../domain/errors/catalogue.ts';
import { key } from '../core/results.ts';
import { currentState, emit, toast } from '../core/services.ts';

/** The guest uuid and the browser id (the seat is handed to this browser). */
export const ensureIdentity = Effect.gen(function* () {
  if ((yield* currentState).session.guestUuid === null) {
    const ids = yield* Ids;
    yield* emit({ type: 'GuestUuidAssigned', payload: { uuid: ids.uuid() } });
  }
  if ((yield* currentState).session.fingerprint === null) {
    const fingerprint = yield* Fingerprint;
    const id = yield* fingerprint.get;
    yield* emit({ type: 'FingerprintIdentified', payload: { fingerprint: id } });
  }
});

/**
 * Scans the table's code: the table and this diner's seat at it (docs/security.md). A seat
 * renewed from a party the staff cleared since (the diner was away, or offline, at the clear)
 * takes the party's choices with it, so the next dish asks again; said once, and not at all
 * when the app already saw that party leave (the clear heard live, a write refused as 4035).
 */
export const scanTable = (qrcodeId: string) =>
  Effect.gen(function* () {
    yield* ensureIdentity;
    const { fingerprint: browserId, seat } = (yield* currentState).session;
    const { partyCleared, ...table } = yield* getTableByQrcode({ qrcodeId, browserId });
    // Before the new seat comes in: PartyLeft marks the seat that left.
    const held = seat?.token ?? null;
    const told = (yield* currentState).session.partyLeftSeat?.token ?? null;
    if (partyCleared === true && told !== held) {
      yield* emit({ type: 'PartyLeft', payload: {} });
      yield* toast(key('table.cleared'), 'info');
    }
    yield* emit({ type: 'TableIdentified', payload: { ...table, qrcodeId } });
    return table;
  });

/**
 * Scans the stored code again: the seat comes back as it was while the table session lasts, or
 * renewed for the same diner once the staff cleared the table or changed its order code. A code
 * the staff replaced is marked retired, for the page to say until the diner scans the new one;
 * the calls that follow say anything else (a closed table, an ended seat) in context.
 */
export const renewSeat = Effect.gen(function* () {
  const { qrcodeId } = (yield* currentState).session;
  if (qrcodeId === null) return;
  yield* scanTable(qrcodeId).pipe(
    Effect.catch((error) =>
      Effect.gen(function* () {
        yield* Logger.useSync((logger) =>
          logger.warn('seat renewal failed', describeApiError(error)),
        );
        if (renewalRetiresTableCode(failureCode(error)))
          yield* emit({ type: 'TableCodeRetired', payload: { qrcodeId } });
      }),
    ),
  );
});
