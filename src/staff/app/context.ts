import { createContext, useContext } from 'react';
import type { StaffSession } from '../api/client.ts';
import type { MerchantInfo } from '../api/types.ts';
import type { StaffLive } from '../live/use-staff-live.ts';
import type { Tables } from '../tables/use-tables.ts';

/** What every page of the signed-in console shares. */
export interface Staff {
  readonly session: StaffSession;
  readonly tables: Tables;
  /** The live channel: which table changed, and whether the console is hearing it. */
  readonly live: StaffLive;
  /** null until loaded (or when it could not be). */
  readonly merchant: MerchantInfo | null;
  /** Why the merchant could not be loaded, if it could not. */
  readonly merchantFailure: string | null;
  readonly reloadMerchant: () => Promise<void>;
  /** A call was refused with 401: back to the sign-in form, saying why. */
  readonly unauthorized: () => void;
  /** Back to the sign-in form; `why` is shown there (null: the staff signed out). */
  readonly signOut: (why: string | null) => void;
}

export const StaffContext = createContext<Staff | null>(null);

export const useStaff = (): Staff => {
  const staff = useContext(StaffContext);
  if (staff === null) throw new Error('useStaff outside the signed-in console');
  return staff;
};
