import type { NewCartLine } from '../../domain/cart/merge.ts';
import type { OrderItem } from '../../domain/model/order.ts';

/**
 * More of a line already in the cart: the same dish with the same choices, so the cart's merge
 * rule folds it into that line.
 */
export const moreOf = (item: OrderItem, quantity: number): NewCartLine => ({
  productId: item.productId,
  menuId: item.menuId,
  categoryId: item.categoryId,
  menuName: item.menuName,
  categoryName: item.categoryName,
  price: item.price,
  originalPrice: item.originalPrice,
  quantity,
  notes: item.notes,
  condiments: item.condiments,
  salesUnitType: item.salesUnitType,
  salesUnitFactorList: item.salesUnitFactorList,
  mode: item.mode,
  pointsPrice: item.pointsPrice,
  coefficient: item.coefficient,
  isTaxFree: item.isTaxFree,
  orderItemModifiers: item.orderItemModifiers.map((modifier) => ({
    modifierProductId: modifier.modifierProductId,
    quantity: modifier.quantity,
    price: modifier.price,
    condiments: modifier.condiments,
  })),
});
