import { type Locale, SalesUnitType } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { factorsOfGrams, isWeightInRange } from '../../src/domain/pricing/weight.ts';
import { weightOutOfRange } from '../cart/codes.ts';
import { withAmount } from '../cart/resolve-line.ts';
import { staffBadRequest, staffError } from './messages.ts';
import type { WeightBody } from './schemas.ts';

/**
 * The factor list a re-weigh stores, from grams or a factor (exactly one), within 50 g to 5 kg.
 * Checked before the order is touched: bad input is a 400 whatever the order's state.
 */
export const weighedFactors = (body: WeightBody, locale: Locale): readonly number[] => {
  if ((body.grams === undefined) === (body.factor === undefined))
    throw staffBadRequest('gramsOrFactor', locale);
  const factors = body.grams === undefined ? [body.factor ?? 0] : factorsOfGrams(body.grams);
  if (!isWeightInRange(factors)) throw weightOutOfRange();
  return factors;
};

const sameFactors = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((factor, index) => factor === b[index]);

/**
 * The staff weighed a line of a weighed dish: its weight per piece becomes what the scale said,
 * the line is priced again by the domain (price × weight × quantity) and no longer an estimate.
 * The order's totals and payment state follow in changeOrder's settle. Weighing a confirmed line
 * to the weight it already has changes nothing.
 */
export const weighLine = (
  order: Order,
  input: { readonly itemId: string; readonly factors: readonly number[] },
  locale: Locale,
): Order => {
  const index = order.orderItems.findIndex((item) => item.id === input.itemId);
  const line = order.orderItems[index];
  if (line === undefined) throw staffError(404, 404, 'itemNotFound', locale);
  if (line.salesUnitType !== SalesUnitType.Weight) throw staffBadRequest('notWeighed', locale);
  if (line.quantity <= 0) throw staffBadRequest('nothingToWeigh', locale);
  if (line.weightEstimated === false && sameFactors(line.salesUnitFactorList, input.factors))
    return order;
  const weighed = withAmount({
    ...line,
    salesUnitFactorList: input.factors,
    weightEstimated: false,
  });
  return { ...order, orderItems: order.orderItems.with(index, weighed) };
};
