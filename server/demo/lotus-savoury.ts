import { type DemoCategory, dish, text } from './menu-types.ts';
import { dumplingCondiments, noodleExtras, riceExtras, spiceLevel } from './modifiers.ts';

const dumplingOptions = { condiments: dumplingCondiments };

export const lotusDumplings: DemoCategory = {
  id: '4001',
  name: text('Dumplings', '水餃點心'),
  products: [
    dish(
      5001,
      text('Pork & chive dumplings (10)', '韭菜豬肉水餃（10 顆）'),
      text('Hand-folded, boiled to order.', '手工包製，現點現煮。'),
      9.5,
      'dumplings-cream',
      // What diners type for dumplings, in pinyin and in the everyday word (餃子).
      { ...dumplingOptions, aliases: 'jiaozi 餃子' },
    ),
    dish(
      5002,
      text('Shrimp dumplings (6)', '鮮蝦餃（6 顆）'),
      text('Whole shrimp in a translucent wrapper.', '整隻鮮蝦，晶瑩薄皮。'),
      10.8,
      'dumplings-rose',
      { ...dumplingOptions, aliases: 'har gow 餃子' },
    ),
    dish(
      5003,
      text('Vegetable dumplings (10)', '素菜水餃（10 顆）'),
      text('Cabbage, mushroom and glass noodles.', '高麗菜、香菇與冬粉。'),
      8.5,
      'dumplings-jade',
      { ...dumplingOptions, aliases: 'jiaozi 餃子' },
    ),
    dish(
      5004,
      text('Soup dumplings (6)', '小籠包（6 顆）'),
      text('Pork and rich broth in a pleated skin.', '薄皮多摺，湯汁飽滿。'),
      11.5,
      'buns-cream',
      { ...dumplingOptions, aliases: 'xiao long bao xlb' },
    ),
    dish(
      5005,
      text('Pan-fried pork buns (4)', '生煎包（4 顆）'),
      text('Crisp bottoms, sesame and scallion on top.', '底部酥脆，撒上芝麻蔥花。'),
      9.8,
      'buns-gold',
      { aliases: 'sheng jian bao' },
    ),
    dish(
      5006,
      text('Crab roe soup dumplings (6)', '蟹黃小籠包（6 顆）'),
      text('Our richest soup dumplings; a few baskets a day.', '每日限量的蟹黃湯包。'),
      16,
      'buns-mango',
      { ...dumplingOptions, soldOut: true },
    ),
    dish(
      5007,
      text('Wontons in chili oil (8)', '紅油抄手（8 顆）'),
      text('Pork wontons, chili oil, black vinegar, garlic.', '豬肉餛飩淋紅油、烏醋與蒜泥。'),
      9.2,
      'soup-chili',
      { groups: [spiceLevel] },
    ),
  ],
};

const noodleOptions = { groups: [spiceLevel, noodleExtras] };

export const lotusNoodles: DemoCategory = {
  id: '4002',
  name: text('Noodles', '麵食'),
  products: [
    dish(
      5008,
      text('Braised beef noodle soup', '紅燒牛肉麵'),
      text('Slow-braised shank in a spiced broth.', '慢燉牛腱，香料湯頭。'),
      14.5,
      'noodles-amber',
      noodleOptions,
    ),
    dish(
      5009,
      text('Dan dan noodles', '擔擔麵'),
      text('Minced pork, sesame paste, Sichuan pepper.', '肉燥、芝麻醬與花椒。'),
      12,
      'noodles-chili',
      noodleOptions,
    ),
    dish(
      5010,
      text('Scallion oil noodles', '蔥油拌麵'),
      text('Springy noodles tossed in fried scallion oil.', 'Q 彈麵條拌上爆香蔥油。'),
      9.5,
      'noodles-gold',
      { groups: [noodleExtras] },
    ),
    dish(
      5011,
      text('Wonton noodle soup', '餛飩湯麵'),
      text('Shrimp wontons and thin egg noodles.', '鮮蝦餛飩配細蛋麵。'),
      12.8,
      'soup-jade',
      { groups: [noodleExtras] },
    ),
    dish(
      5012,
      text('Zhajiang noodles', '炸醬麵'),
      text('Fermented bean sauce, pork, cucumber.', '豆瓣炸醬、豬肉與小黃瓜絲。'),
      11.8,
      'noodles-soy',
      { groups: [noodleExtras] },
    ),
    dish(
      5013,
      text('Beef chow fun', '乾炒牛河'),
      text('Wok-seared rice noodles with beef.', '大火快炒河粉與牛肉。'),
      13.5,
      'heap-soy',
      { aliases: 'rice noodles' },
    ),
    dish(
      5014,
      text('Sesame cold noodles', '麻醬涼麵'),
      text('Chilled noodles, sesame dressing, cucumber.', '冰涼麵條、芝麻醬與小黃瓜。'),
      10,
      'noodles-cream',
      { groups: [spiceLevel] },
    ),
  ],
};

const riceOptions = { groups: [riceExtras] };

export const lotusRice: DemoCategory = {
  id: '4003',
  name: text('Rice', '飯類'),
  products: [
    dish(
      5015,
      text('Braised pork rice', '滷肉飯'),
      text('Soy-braised pork belly over rice.', '醬滷五花肉燥蓋飯。'),
      9.8,
      'rice-soy',
      { ...riceOptions, aliases: 'lu rou fan' },
    ),
    dish(
      5016,
      text('Three-cup chicken rice', '三杯雞飯'),
      text('Sesame oil, rice wine, soy and basil.', '麻油、米酒、醬油與九層塔。'),
      13.8,
      'rice-amber',
      riceOptions,
    ),
    dish(
      5017,
      text('Egg fried rice', '蛋炒飯'),
      text('Wok-fried with egg and scallion.', '蛋與蔥花大火快炒。'),
      10.5,
      'rice-gold',
      riceOptions,
    ),
    dish(
      5018,
      text('Fried pork chop rice', '排骨飯'),
      text('Marinated chop, pickled greens, egg.', '醃漬排骨、酸菜與滷蛋。'),
      13.5,
      'rice-cocoa',
      riceOptions,
    ),
    dish(
      5019,
      text('Mapo tofu rice', '麻婆豆腐飯'),
      text('Silken tofu in a numbing chili sauce.', '嫩豆腐佐麻辣醬汁。'),
      11.5,
      'rice-chili',
      { groups: [spiceLevel, riceExtras] },
    ),
    dish(
      5020,
      text('Clay pot rice with Chinese sausage', '臘味煲仔飯'),
      text('Crisp-bottomed rice, sausage, greens.', '鍋巴香脆，臘腸與青菜。'),
      15.8,
      'rice-plum',
    ),
    dish(
      5021,
      text('Steamed rice', '白飯'),
      text('A bowl of jasmine rice.', '一碗茉莉香米飯。'),
      2,
      'rice-snow',
    ),
  ],
};
