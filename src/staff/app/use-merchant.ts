import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure, StaffSession } from '../api/client.ts';
import { getMerchant } from '../api/merchant-api.ts';
import type { MerchantInfo } from '../api/types.ts';
import { useFailureText } from '../i18n/use-failure-text.ts';
import { useReloadOnLanguageChange } from '../i18n/use-language-change.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';

/** The merchant's public info: its name, server mode (for QR URLs) and web settings. */
export const useMerchant = (session: StaffSession) => {
  const [merchant, setMerchant] = useState<MerchantInfo | null>(null);
  const [refused, setRefused] = useState<ApiFailure | null>(null);
  const t = useStaffText();
  const reason = useFailureText();
  const reload = useCallback(async () => {
    const reply = await getMerchant(session);
    if (reply.ok) setMerchant(reply.data);
    setRefused(reply.ok ? null : reply);
  }, [session]);
  // In words as it is shown, so a language switch changes them too.
  const failure = refused === null ? null : t('merchant.failed', { reason: reason(refused) });
  useEffect(() => {
    void reload();
  }, [reload]);
  useReloadOnLanguageChange(reload);
  return { merchant, failure, reload };
};
