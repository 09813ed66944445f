import type { useOrder } from './use-order.ts';

/** The order page's action runner and the name of the action in flight, for its forms. */
export interface ActProps {
  readonly order: NonNullable<ReturnType<typeof useOrder>['order']>;
  readonly act: ReturnType<typeof useOrder>['act'];
  readonly busy: string | null;
}
