import { describe, expect, it } from 'vitest';
import staffEnUS from '../../../locales/staff/en-US.json';
import staffZhTW from '../../../locales/staff/zh-TW.json';
import type { TableOrder, TableView } from '../api/types.ts';
import { TABLE_STATE_TEXT, tableState } from './table-state.ts';

const table = (overrides: Partial<TableView> = {}): TableView => ({
  id: '3001',
  name: 'A1',
  qrcodeId: '1',
  orderCode: '4821',
  available: true,
  dinersPresent: 0,
  cart: { rowVersion: 0, lastOperateTime: 0, guests: 0, orderType: null, diners: [] },
  order: null,
  ...overrides,
});

describe('a table’s state on the floor', () => {
  it('is free, seated, with an open order or closed, in that order of weight', () => {
    expect(tableState(table())).toBe('free');
    expect(tableState(table({ dinersPresent: 2 }))).toBe('seated');
    expect(tableState(table({ dinersPresent: null }))).toBe('free');
    const cart = { ...table().cart, diners: [{ userId: 'd1', lineCount: 1, quantity: 2 }] };
    expect(tableState(table({ cart }))).toBe('seated');
    // An open order is never "available": the floor said so before, and staff seated people there.
    const order = { id: '1' } as TableOrder;
    expect(tableState(table({ order, dinersPresent: 0 }))).toBe('openOrder');
    expect(tableState(table({ order, available: false }))).toBe('closed');
  });

  it('is said by a message of the console’s catalogues, the floor’s words in English', () => {
    expect(
      Object.fromEntries(Object.entries(TABLE_STATE_TEXT).map(([k, id]) => [k, staffEnUS[id]])),
    ).toEqual({ closed: 'Closed', openOrder: 'Open order', seated: 'Seated', free: 'Free' });
    for (const id of Object.values(TABLE_STATE_TEXT)) expect(staffZhTW[id]).toBeTruthy();
  });
});
