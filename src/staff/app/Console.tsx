import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { StaffSession } from '../api/client.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useStaffLive } from '../live/use-staff-live.ts';
import { useTables } from '../tables/use-tables.ts';
import { type Staff, StaffContext } from './context.ts';
import { createStaffRouter } from './routes.tsx';
import { useMerchant } from './use-merchant.ts';

interface Props {
  readonly session: StaffSession;
  readonly onSignOut: (why: string | null) => void;
}

/** The signed-in console: its pages (routes.tsx) listen to the floor throughout. */
export const Console = ({ session, onSignOut }: Props) => {
  const refused = useStaffText()('console.refused');
  const unauthorized = useCallback(() => onSignOut(refused), [onSignOut, refused]);
  const live = useStaffLive(session, unauthorized);
  const tables = useTables(session, unauthorized, live);
  const { merchant, failure, reload } = useMerchant(session);
  const [router] = useState(createStaffRouter);
  const staff = useMemo<Staff>(
    () => ({
      session,
      tables,
      live,
      merchant,
      merchantFailure: failure,
      reloadMerchant: reload,
      unauthorized,
      signOut: onSignOut,
    }),
    [session, tables, live, merchant, failure, reload, unauthorized, onSignOut],
  );
  return (
    <StaffContext.Provider value={staff}>
      <RouterProvider router={router} />
    </StaffContext.Provider>
  );
};
