import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aLogHeader } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { readJsonl, writeJsonl } from '../log/jsonl.ts';
import type { MenuCategory } from '../model/menu.ts';
import { initialAppState } from '../state.ts';
import { aMenuProduct, names } from './menu.fixture.ts';
import { findProduct } from './state.ts';

/*
 * MenuLoaded's payload gained the dietary facts as optional keys, so it kept its version
 * (docs/events.md): a menu logged before them reads as a menu stating nothing.
 */
const category = (products: MenuCategory['products']): MenuCategory => ({
  id: '601',
  menuId: '1',
  ...names('Dumplings'),
  sort: 1,
  products,
});

const log = (categories: readonly MenuCategory[]) =>
  writeJsonl({
    header: aLogHeader,
    events: [{ seq: 1, at: 0, type: 'MenuLoaded', payload: { merchantId: '1001', categories } }],
  });

describe('MenuLoaded with dietary facts, v1 all along', () => {
  it('reads a menu logged before dietary facts existed: nothing stated', () => {
    const read = readJsonl(log([category([aMenuProduct()])]));
    if (!read.ok) throw new Error(read.reason);
    const state = foldAll(initialAppState, read.events);
    expect(findProduct(state.menu, '701')).toEqual(aMenuProduct());
    expect(findProduct(state.menu, '701')?.allergens).toBeUndefined();
  });

  it('writes and reads back a menu that states them', () => {
    const dumplings = aMenuProduct({
      vegetarian: false,
      vegan: false,
      spiceLevel: 0,
      allergens: ['gluten', 'soy', 'sesame'],
    });
    const text = log([category([dumplings, aMenuProduct({ id: '702', allergens: [] })])]);
    expect(text).toContain('"type":"v1.MenuLoaded"');
    const read = readJsonl(text);
    if (!read.ok) throw new Error(read.reason);
    const state = foldAll(initialAppState, read.events);
    expect(findProduct(state.menu, '701')).toEqual(dumplings);
    expect(findProduct(state.menu, '702')?.allergens).toEqual([]);
  });

  it('refuses a logged menu whose facts break the type (a log is checked, not guessed)', () => {
    const text = log([category([aMenuProduct()])]).replace(
      '"sort":1}]',
      '"sort":1,"allergens":["mustard"]}]',
    );
    expect(readJsonl(text).ok).toBe(false);
  });

  it('reads the recorded three-diner session, logged before dietary facts', () => {
    const fixture = join(import.meta.dirname, '../../../tools/replay/fixtures/three-diners');
    const read = readJsonl(readFileSync(join(fixture, 'ada.jsonl'), 'utf8'));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const menu = read.events.find((event) => event.type === 'MenuLoaded');
    expect(menu?.payload.categories.length).toBeGreaterThan(0);
  });
});
