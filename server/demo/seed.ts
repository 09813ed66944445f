import type { Database, Queryable } from '../db/database.ts';
import { toStoredText } from '../http/local-text.ts';
import { demoDietary } from './dietary.ts';
import { type DemoTable, demoFacts } from './facts.ts';
import { newQrcodeId } from '../tables/qrcode-id.ts';
import { harbourMenu } from './harbour.ts';
import { insertMenu } from './insert-menu.ts';
import { lotusDesserts, lotusDrinks, lotusSmallPlates } from './lotus-more.ts';
import { lotusDumplings, lotusNoodles, lotusRice } from './lotus-savoury.ts';
import { insertMembersAndCoupons } from './members.ts';

const LOTUS_MENU_ID = '4000';
const HARBOUR_MENU_ID = '4100';

const insertMerchants = (tx: Queryable) =>
  tx.query(
    `insert into merchants (id, short_name, description, image, server_mode, settings) values
       ($1, $2, $3, '/images/lotus-lotus.svg', 0, $4), ($5, $6, $7, '/images/boat-harbour.svg', 1, $8)`,
    [
      demoFacts.merchantId,
      toStoredText('Lotus House', '蓮花小館'),
      toStoredText(
        'Dumplings, noodles and tea, made by hand since 1998.',
        '自 1998 年起手工製作的水餃、麵食與好茶。',
      ),
      // Guests may order; no order code, so a diner can order as soon as they scan.
      JSON.stringify({ 18001: 'true', 18002: 'false', 18005: '#f6821f', 8003: '120' }),
      demoFacts.localMerchantId,
      toStoredText('Harbour Bistro', '港灣小館'),
      toStoredText(
        'Seafood by the water, served from our own in-house server.',
        '海邊的海鮮小館。',
      ),
      JSON.stringify({ 18001: 'false', 18002: 'true', 18005: '#1f6fb2', 8003: '90' }),
    ],
  );

const insertTables = async (
  tx: Queryable,
  merchantId: string,
  tables: readonly DemoTable[],
  available: boolean,
) => {
  for (const [index, table] of tables.entries()) {
    await tx.query(
      `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code, available, sort)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [table.id, merchantId, table.name, newQrcodeId(), table.orderCode, available, index + 1],
    );
  }
};

/**
 * A demo seeded before dishes had dietary facts (issue 16) gets them once: only dishes that state
 * nothing, and never again after (a server setting remembers), so what the staff changed stays.
 */
const fillDemoDietaryOnce = async (tx: Queryable) => {
  const [first] = await tx.query(
    `insert into server_settings (key, value) values ('demo_dietary_filled', 'true')
       on conflict (key) do nothing returning key`,
  );
  if (first === undefined) return;
  for (const [id, facts] of Object.entries(demoDietary)) {
    await tx.query(
      `update products set vegetarian = $2, vegan = $3, spice_level = $4, allergens = $5
        where id = $1 and vegetarian is null and vegan is null and spice_level is null
          and allergens is null`,
      [id, facts.vegetarian, facts.vegan, facts.spiceLevel, facts.allergens],
    );
  }
};

/**
 * The demo world of docs/api/merchant-menu-tables.md. Idempotent: when merchant 1001 exists
 * nothing is written, so a restart over the same data folder keeps what diners did.
 */
export const seedDemo = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    // Serialises two processes seeding one database at once; any fixed number will do.
    await tx.query('select pg_advisory_xact_lock(1001)');
    const [existing] = await tx.query('select 1 from merchants where id = $1', [
      demoFacts.merchantId,
    ]);
    if (existing !== undefined) return fillDemoDietaryOnce(tx);
    await insertMerchants(tx);
    await insertTables(tx, demoFacts.merchantId, demoFacts.tables, true);
    await insertTables(tx, demoFacts.localMerchantId, demoFacts.localTables, true);
    await insertTables(tx, demoFacts.localMerchantId, [demoFacts.unavailableTable], false);
    await insertMenu(tx, demoFacts.merchantId, LOTUS_MENU_ID, [
      lotusDumplings,
      lotusNoodles,
      lotusRice,
      lotusSmallPlates,
      lotusDrinks,
      lotusDesserts,
    ]);
    await insertMenu(tx, demoFacts.localMerchantId, HARBOUR_MENU_ID, harbourMenu);
    await insertMembersAndCoupons(tx);
    await fillDemoDietaryOnce(tx);
  });
};

/** A demo table's QR code id, which the seed drew at random (tests and the start banner read it). */
export const demoQrcodeId = async (db: Queryable, tableId: string): Promise<string> => {
  const [row] = await db.query<{ qrcode_id: string }>(
    'select qrcode_id from dining_tables where id = $1',
    [tableId],
  );
  if (!row) throw new Error(`no table ${tableId}`);
  return row.qrcode_id;
};
