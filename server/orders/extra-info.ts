import { WebOrderType } from '../../src/domain/model/enums.ts';
import { isWebOrderType } from '../../src/domain/rules/order-type.ts';

/** An order's extraInfo: JSON text with the web order type and the points the order earned. */
export interface OrderExtra {
  readonly orderType: WebOrderType;
  readonly pointsEarned: number;
}

const parse = (text: string | null | undefined): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Lenient: a client's extraInfo is free text, so anything unreadable falls back to dine-in. */
export const orderTypeIn = (text: string | null | undefined): WebOrderType | null => {
  const orderType = parse(text).orderType;
  return isWebOrderType(orderType) ? orderType : null;
};

export const readExtra = (text: string): OrderExtra => {
  const points = parse(text).pointsEarned;
  return {
    orderType: orderTypeIn(text) ?? WebOrderType.DineIn,
    pointsEarned: typeof points === 'number' && Number.isFinite(points) ? points : 0,
  };
};

export const writeExtra = (extra: OrderExtra): string => JSON.stringify(extra);
