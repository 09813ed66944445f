import { ApiError } from '../http/api-error.ts';

/**
 * The reference POS's own codes for seats (docs/api/cart-orders.md): 4030 and 4031 tell the
 * client to scan the table's QR code again, 4035 that the staff cleared the table (the app seats
 * itself again); none of them is 401, which would log a member out.
 */
export const SeatCode = {
  seatRequired: 4030,
  seatEnded: 4031,
  tableFull: 4032,
  cartFull: 4033,
  seatNotYours: 4034,
  tableCleared: 4035,
} as const;

export const seatRequired = (): ApiError =>
  new ApiError(SeatCode.seatRequired, 'seatRequired', 403);
export const seatEnded = (): ApiError => new ApiError(SeatCode.seatEnded, 'seatEnded', 403);
/**
 * The seat's session ended because its party left: the staff cleared the table since it was
 * handed out. Unlike 4031 the client knows what happened, and the same browser's next scan (which
 * the app makes by itself) seats it again at the table's new party.
 */
export const tableCleared = (): ApiError =>
  new ApiError(SeatCode.tableCleared, 'tableCleared', 403);
export const tableFull = (): ApiError => new ApiError(SeatCode.tableFull, 'tableFull', 409);
export const seatNotYours = (): ApiError =>
  new ApiError(SeatCode.seatNotYours, 'seatNotYours', 403);
