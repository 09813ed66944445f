import type { Queryable } from '../db/database.ts';

/**
 * A small known world for tests: merchant 1001 (cloud) with two tables, one category, a plain
 * dish, a dish with modifiers, a weighed dish, a points item and a sold-out dish; merchant 2002
 * in local mode; one member with a live token. Ids are fixed so tests can name them.
 */
export const fixture = {
  merchantId: '1001',
  localMerchantId: '2002',
  tables: [
    { id: '501', name: 'A1', qrcodeId: '1', orderCode: '1234' },
    { id: '502', name: 'A2', qrcodeId: '2', orderCode: '5678' },
  ],
  unavailableTable: { id: '503', name: 'B1', qrcodeId: '3', orderCode: '0000' },
  categoryId: '601',
  products: {
    dumplings: { id: '701', price: 9.5 },
    noodles: { id: '702', price: 12 },
    fish: { id: '703', price: 4.8 },
    pointsTea: { id: '704', price: 0, pointsPrice: 300 },
    soldOut: { id: '705', price: 6 },
  },
  modifiers: { extraEgg: { id: '801', price: 1.5 }, spicy: { id: '802', price: 0 } },
  member: { id: '901', phone: '+12125550123', token: 'fixture-token-901', points: 1000 },
} as const;

const name = (en: string, zh: string) => JSON.stringify({ 'en-US': en, 'zh-TW': zh });

export const seedFixture = async (db: Queryable): Promise<void> => {
  const f = fixture;
  await db.query(
    `insert into merchants (id, short_name, description, server_mode, settings) values
       ($1, $2, $3, 0, '{"18001":"true","18002":"false","18005":"#f6821f","8003":"30"}'),
       ($4, $5, $6, 1, '{"18001":"false"}')`,
    [
      f.merchantId,
      name('Lotus House', '蓮花小館'),
      name('Dumplings', '水餃'),
      f.localMerchantId,
      name('Harbour', '港灣'),
      name('', ''),
    ],
  );
  for (const [index, table] of [...f.tables, f.unavailableTable].entries()) {
    await db.query(
      `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code, available, sort)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        table.id,
        f.merchantId,
        table.name,
        table.qrcodeId,
        table.orderCode,
        table !== f.unavailableTable,
        index,
      ],
    );
  }
  await db.query(
    `insert into categories (id, merchant_id, menu_id, name, sort) values ($1, $2, 1, $3, 1)`,
    [f.categoryId, f.merchantId, name('Dumplings', '水餃')],
  );
  const product = async (
    id: string,
    en: string,
    zh: string,
    price: number,
    extra: Record<string, unknown> = {},
  ) =>
    db.query(
      `insert into products (id, merchant_id, category_id, name, description, price, mode, sales_unit_type,
         sales_unit_factors, points_price, sold_out, modifier_groups, condiments, sort, search_text)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        f.merchantId,
        f.categoryId,
        name(en, zh),
        name(`${en}, freshly made`, `${zh}，現做`),
        price,
        extra.mode ?? 0,
        extra.salesUnitType ?? 0,
        JSON.stringify(extra.factors ?? []),
        extra.pointsPrice ?? 0,
        extra.soldOut ?? false,
        JSON.stringify(extra.modifierGroups ?? []),
        JSON.stringify(extra.condiments ?? []),
        Number(id),
        `${en} ${zh}`.toLowerCase(),
      ],
    );
  const p = f.products;
  await product(p.dumplings.id, 'Pork dumplings', '豬肉水餃', p.dumplings.price);
  await product(p.noodles.id, 'Beef noodles', '牛肉麵', p.noodles.price, {
    modifierGroups: [
      {
        id: '850',
        name: { 'en-US': 'Extras', 'zh-TW': '加料' },
        min: 0,
        max: 2,
        options: [
          {
            modifierProductId: f.modifiers.extraEgg.id,
            name: { 'en-US': 'Egg', 'zh-TW': '蛋' },
            price: f.modifiers.extraEgg.price,
          },
          {
            modifierProductId: f.modifiers.spicy.id,
            name: { 'en-US': 'Spicy', 'zh-TW': '辣' },
            price: f.modifiers.spicy.price,
          },
        ],
      },
    ],
  });
  await product(p.fish.id, 'Steamed fish (per 100 g)', '清蒸魚（每 100 公克）', p.fish.price, {
    salesUnitType: 1,
  });
  await product(p.pointsTea.id, 'Oolong tea (points)', '烏龍茶（點數兌換）', 0, {
    mode: 3,
    pointsPrice: p.pointsTea.pointsPrice,
  });
  await product(p.soldOut.id, 'Crab roe buns', '蟹黃包', p.soldOut.price, { soldOut: true });
  await db.query(
    `insert into members (id, merchant_id, phone, first_name, last_name, mail, birthday, points, member_level)
     values ($1, $2, $3, 'Ada', 'Lovelace', 'ada@example.com', 1210, $4, '{"en-US":"Gold","zh-TW":"金卡"}')`,
    [f.member.id, f.merchantId, f.member.phone, f.member.points],
  );
  await db.query(
    `insert into member_tokens (token, member_id, expires_at) values ($1, $2, now() + interval '30 days')`,
    [f.member.token, f.member.id],
  );
};
