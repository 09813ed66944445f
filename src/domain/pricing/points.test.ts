import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../cart/order-item.fixture.ts';
import { ItemMode } from '../model/enums.ts';
import {
  isPointItem,
  orderPointsTotal,
  pointsEarnedOn,
  pointsLabel,
  pointsTotal,
} from './points.ts';

const reward = (quantity: number, pointsPrice = 100) =>
  anOrderItem({ mode: ItemMode.PointExchange, pointsPrice, quantity });

describe('points', () => {
  it('prices a point item at points price times quantity', () => {
    expect(isPointItem(reward(3))).toBe(true);
    expect(pointsTotal(reward(3))).toBe(300);
    expect(pointsLabel(reward(3))).toBe('300 Pts');
  });

  it('multiplies fractional points exactly', () => {
    expect(pointsTotal(reward(3, 0.1))).toBe(0.3);
  });

  it('charges no points for a line bought with money', () => {
    const burger = anOrderItem({ pointsPrice: 50 });
    expect(isPointItem(burger)).toBe(false);
    expect(pointsTotal(burger)).toBe(0);
    expect(pointsLabel(burger)).toBe('0 Pts');
  });

  it('adds up the points of a cart', () => {
    const voided = { ...reward(0), qtySentToKitchen: 1, qtyVoid: 1 };
    expect(orderPointsTotal([reward(1), reward(2, 50), voided, anOrderItem()])).toBe(200);
  });
});

describe('points earned on money', () => {
  it('are whole points at the member’s rate, rounded down, never below 0', () => {
    expect(pointsEarnedOn(21.5, 1)).toBe(21);
    expect(pointsEarnedOn('19.00', '1.50')).toBe(28);
    expect(pointsEarnedOn('0.30', 10)).toBe(3);
    expect(pointsEarnedOn(0.95, 1)).toBe(0);
    expect(pointsEarnedOn(-5, 1)).toBe(0);
  });
});
