import type { Order } from '../model/order.ts';
import type { UnansweredPlacement } from './events.ts';

/** The placement lifecycle: a second placement is not offered while one is under way. */
export type PlacementStatus =
  | { readonly status: 'idle' }
  | { readonly status: 'placing' }
  | { readonly status: 'placed'; readonly orderId: string }
  | {
      readonly status: 'failed';
      readonly code: number | null;
      readonly message: string;
      /** No answer came, and whether it reached the restaurant is not known yet. */
      readonly unanswered?: UnansweredPlacement;
      /** No answer came, and the table read again showed it did not reach the restaurant. */
      readonly notSent?: true;
    };

export interface OrderState {
  /** The table's active order; new rounds are appended to it. */
  readonly placed: Order | null;
  readonly placement: PlacementStatus;
}

export const initialOrderState: OrderState = { placed: null, placement: { status: 'idle' } };
