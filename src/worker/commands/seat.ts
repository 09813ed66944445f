import { Effect } from 'effect';
import { getTableByQrcode } from '../../adapters/api/table.ts';
import type { FingerprintShape } from '../../adapters/system/fingerprint.ts';
import type { TableRef } from '../../domain/model/table.ts';
import type { CoreContext } from '../core/context.ts';
import type { Outcome } from '../core/http.ts';

export interface SeatFlows {
  /** The guest uuid and the browser id (the seat is handed to this browser). */
  readonly ensureIdentity: () => Promise<void>;
  /** Scans the table's code: the table and this diner's seat at it (docs/security.md). */
  readonly scan: (qrcodeId: string) => Promise<Outcome<TableRef>>;
  /**
   * Scans the stored code again: the seat comes back as it was while the table session lasts,
   * or renewed for the same diner once the staff cleared the table or changed its order code.
   */
  readonly renew: () => Promise<void>;
}

export const makeSeatFlows = (ctx: CoreContext, fingerprint: FingerprintShape): SeatFlows => {
  const { store, call } = ctx;

  const ensureIdentity = async () => {
    if (store.state().session.guestUuid === null) {
      store.dispatch({ type: 'GuestUuidAssigned', payload: { uuid: ctx.deps.ids.uuid() } });
    }
    if (store.state().session.fingerprint === null) {
      const id = await Effect.runPromise(fingerprint.get);
      store.dispatch({ type: 'FingerprintIdentified', payload: { fingerprint: id } });
    }
  };

  const scan = async (qrcodeId: string): Promise<Outcome<TableRef>> => {
    await ensureIdentity();
    const browserId = store.state().session.fingerprint;
    const table = await call(getTableByQrcode({ qrcodeId, browserId }));
    if (table.ok)
      store.dispatch({ type: 'TableIdentified', payload: { ...table.value, qrcodeId } });
    return table;
  };

  return {
    ensureIdentity,
    scan,
    renew: async () => {
      const { qrcodeId } = store.state().session;
      if (qrcodeId === null) return;
      const renewed = await scan(qrcodeId);
      // The calls that follow say what went wrong (a closed table, an ended seat) in context.
      if (!renewed.ok) ctx.deps.logger.warn('seat renewal failed', renewed.error);
    },
  };
};
