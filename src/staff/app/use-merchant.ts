import { useCallback, useEffect, useState } from 'react';
import type { StaffSession } from '../api/client.ts';
import { getMerchant } from '../api/merchant-api.ts';
import type { MerchantInfo } from '../api/types.ts';

/** The merchant's public info: its name, server mode (for QR URLs) and web settings. */
export const useMerchant = (session: StaffSession) => {
  const [merchant, setMerchant] = useState<MerchantInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const reply = await getMerchant(session);
    if (reply.ok) setMerchant(reply.data);
    setFailure(reply.ok ? null : `Could not load the merchant: ${reply.msg}`);
  }, [session]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { merchant, failure, reload };
};
