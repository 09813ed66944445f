import type { Queryable } from '../db/database.ts';
import { demoFacts } from './facts.ts';
import { insertMenu } from './insert-menu.ts';
import { type DemoCategory, type DemoProduct, dish, text, type Text } from './menu-types.ts';
import {
  dumplingCondiments,
  noodleExtras,
  riceExtras,
  spiceLevel,
  sweetness,
} from './modifiers.ts';

/**
 * A long menu for the big-menu benchmark (issue 18 item 5): `count` dishes in categories of 50,
 * added to the demo merchant after its own menu, through the demo seed's own writer. Names are
 * built from real dish words in both languages (a cooking style, a main ingredient, a dish), so
 * search finds a realistic spread; every fourth dish has choices, every third no picture, some
 * an alias, a few sold out. Ids from 900001 (dishes) and 90001 (categories) stay clear of the
 * demo's.
 */
export const BIG_MENU_FIRST_PRODUCT = 900_001;
const FIRST_CATEGORY = 90_001;
const PER_CATEGORY = 50;
const LOTUS_MENU_ID = '4000';

const styles: readonly Text[] = [
  text('Braised', '紅燒'),
  text('Stir-fried', '快炒'),
  text('Steamed', '清蒸'),
  text('Crispy', '酥炸'),
  text('Sichuan', '川味'),
  text('Three-cup', '三杯'),
  text('Garlic', '蒜香'),
  text('Black pepper', '黑胡椒'),
  text('Salt and pepper', '椒鹽'),
  text('Sweet and sour', '糖醋'),
  text('Ginger scallion', '薑蔥'),
  text('Kung pao', '宮保'),
  text('Smoked', '煙燻'),
  text('Clay pot', '砂鍋'),
  text('Taiwanese', '台式'),
  text('Hakka', '客家'),
];

const mains: readonly (Text & { readonly alias?: string })[] = [
  { ...text('pork belly', '五花肉'), alias: 'wu hua rou' },
  text('chicken', '雞肉'),
  text('beef', '牛肉'),
  text('lamb', '羊肉'),
  { ...text('shrimp', '蝦仁'), alias: 'xia ren' },
  text('squid', '花枝'),
  text('tofu', '豆腐'),
  text('eggplant', '茄子'),
  text('mushroom', '香菇'),
  text('duck', '鴨肉'),
  text('fish fillet', '魚片'),
  text('clams', '蛤蜊'),
  text('pork ribs', '排骨'),
  text('cabbage', '高麗菜'),
  text('oyster', '蚵仔'),
  { ...text('intestines', '大腸'), alias: 'da chang' },
];

const dishes: readonly (Text & {
  readonly image: string;
  readonly kind: 'noodle' | 'rice' | 'plate' | 'dumpling';
})[] = [
  { ...text('noodles', '麵'), image: 'noodles', kind: 'noodle' },
  { ...text('rice bowl', '飯'), image: 'rice', kind: 'rice' },
  { ...text('hot pot', '火鍋'), image: 'soup', kind: 'plate' },
  { ...text('dumplings', '水餃'), image: 'dumplings', kind: 'dumpling' },
  { ...text('fried rice', '炒飯'), image: 'rice', kind: 'rice' },
  { ...text('soup', '湯'), image: 'soup', kind: 'plate' },
  { ...text('buns', '包子'), image: 'buns', kind: 'dumpling' },
  { ...text('plate', '拼盤'), image: 'heap', kind: 'plate' },
];

const categoryNames: readonly Text[] = [
  text('Chef’s specials', '主廚推薦'),
  text('Noodle house', '麵食館'),
  text('Rice bowls', '飯類'),
  text('Wok dishes', '熱炒'),
  text('Steamed', '蒸籠'),
  text('Soups', '湯品'),
  text('Hot pots', '火鍋'),
  text('Night market', '夜市小吃'),
  text('Hakka table', '客家料理'),
  text('Seafood', '海鮮'),
];

/** The list's item at `n`, counting round and round. */
const inTurn = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

const palettesInTurn = ['cream', 'jade', 'rose', 'amber', 'chili', 'soy', 'gold', 'leaf'] as const;

const choicesFor = (kind: (typeof dishes)[number]['kind']): Partial<DemoProduct> => {
  if (kind === 'noodle') return { groups: [spiceLevel, noodleExtras] };
  if (kind === 'rice') return { groups: [riceExtras] };
  if (kind === 'dumpling') return { condiments: dumplingCondiments };
  return { groups: [sweetness] };
};

/** The nth dish of the long menu (0-based): every combination differs from its neighbours. */
const bigDish = (n: number): DemoProduct => {
  const style = inTurn(styles, n);
  const main = inTurn(mains, Math.floor(n / styles.length));
  const base = inTurn(dishes, Math.floor(n / (styles.length * mains.length)));
  // Past the 2,048 combinations the names repeat; a number keeps them apart.
  const round = Math.floor(n / (styles.length * mains.length * dishes.length));
  const suffix = round === 0 ? '' : ` ${round + 1}`;
  const id = BIG_MENU_FIRST_PRODUCT + n;
  return dish(
    id,
    text(`${style.en} ${main.en} ${base.en}${suffix}`, `${style.zh}${main.zh}${base.zh}${suffix}`),
    text(
      `${style.en} ${main.en}, made to order; ask us about today's side.`,
      `${style.zh}${main.zh}，現點現做；今日小菜請洽店員。`,
    ),
    Math.round((6 + ((n * 37) % 190) / 10) * 10) / 10,
    `${base.image}-${inTurn(palettesInTurn, n)}`,
    {
      ...(n % 4 === 0 ? choicesFor(base.kind) : {}),
      aliases: main.alias ?? '',
      soldOut: n % 97 === 13,
    },
  );
};

/** The long menu's categories: `count` dishes, 50 a category. */
export const bigMenuCategories = (count: number): DemoCategory[] => {
  const categories: DemoCategory[] = [];
  for (let start = 0; start < count; start += PER_CATEGORY) {
    const index = categories.length;
    const name = inTurn(categoryNames, index);
    const round = Math.floor(index / categoryNames.length);
    const products: DemoProduct[] = [];
    for (let n = start; n < Math.min(count, start + PER_CATEGORY); n++) products.push(bigDish(n));
    categories.push({
      id: String(FIRST_CATEGORY + index),
      name: round === 0 ? name : text(`${name.en} ${round + 1}`, `${name.zh} ${round + 1}`),
      products,
    });
  }
  return categories;
};

/**
 * Adds `count` dishes to the demo merchant (after seedDemo), after its own categories. Every
 * third dish has no picture: the demo writer always names one, so those are cleared after.
 */
export const seedBigMenu = async (db: Queryable, count: number): Promise<void> => {
  await insertMenu(db, demoFacts.merchantId, LOTUS_MENU_ID, bigMenuCategories(count));
  await db.query(`update products set image = '' where id >= $1 and (id - $1) % 3 = 2`, [
    BIG_MENU_FIRST_PRODUCT,
  ]);
  // After the demo's own categories, not between them.
  await db.query('update categories set sort = sort + 1000 where id >= $1', [FIRST_CATEGORY]);
};
