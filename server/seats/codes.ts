import { ApiError } from '../http/api-error.ts';

/**
 * The reference POS's own codes for seats (docs/api/cart-orders.md): 4030 and 4031 tell the
 * client to scan the table's QR code again; none of them is 401, which would log a member out.
 */
export const SeatCode = {
  seatRequired: 4030,
  seatEnded: 4031,
  tableFull: 4032,
  cartFull: 4033,
  seatNotYours: 4034,
} as const;

export const seatRequired = (): ApiError =>
  new ApiError(SeatCode.seatRequired, 'seatRequired', 403);
export const seatEnded = (): ApiError => new ApiError(SeatCode.seatEnded, 'seatEnded', 403);
export const tableFull = (): ApiError => new ApiError(SeatCode.tableFull, 'tableFull', 409);
export const seatNotYours = (): ApiError =>
  new ApiError(SeatCode.seatNotYours, 'seatNotYours', 403);
