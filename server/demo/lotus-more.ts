import { ItemMode, SalesUnitType } from '../../src/domain/model/enums.ts';
import { type DemoCategory, dish, text } from './menu-types.ts';
import { friedCondiments, sweetness, temperature, toppings } from './modifiers.ts';

export const lotusSmallPlates: DemoCategory = {
  id: '4004',
  name: text('Small plates', '小菜'),
  products: [
    dish(
      5022,
      text('Smashed cucumber salad', '涼拌小黃瓜'),
      text('Garlic, vinegar and a little chili.', '蒜泥、醋與少許辣油。'),
      6.5,
      'heap-jade',
    ),
    dish(
      5023,
      text('Popcorn chicken', '鹹酥雞'),
      text('Crisp bites with pepper salt and basil.', '酥炸雞丁，椒鹽九層塔。'),
      8.8,
      'heap-gold',
      { condiments: friedCondiments },
    ),
    dish(
      5024,
      text('Garlic greens', '蒜炒青菜'),
      text('Seasonal greens, wok-fried with garlic.', '當季青菜蒜炒。'),
      9,
      'heap-leaf',
    ),
    dish(
      5025,
      text('Scallion pancake', '蔥油餅'),
      text('Flaky layers, pan-fried.', '層層酥脆，煎至金黃。'),
      6.8,
      'pancake-gold',
      { condiments: friedCondiments },
    ),
    dish(
      5026,
      text('Steamed sea bass (per 100 g)', '清蒸鱸魚（每 100 公克）'),
      text(
        'Whole fish with ginger and scallion, about 600 g; weighed in the kitchen.',
        '整尾蒸魚佐薑絲蔥絲，約 600 公克，以實重計價。',
      ),
      4.8,
      'fish-sea',
      { salesUnitType: SalesUnitType.Weight, factors: [6] },
    ),
    dish(
      5027,
      text('Spring rolls (4)', '春捲（4 條）'),
      text('Crisp rolls of cabbage and pork.', '高麗菜豬肉酥炸春捲。'),
      6.5,
      'rolls-gold',
      { condiments: friedCondiments },
    ),
    dish(
      5028,
      text('Five-spice tofu', '五香豆干'),
      text('Braised tofu, sliced, with scallion.', '滷豆干切片佐蔥絲。'),
      7.2,
      'heap-soy',
    ),
    dish(
      5029,
      text('Marinated beef shank', '滷牛腱'),
      text('Cold, sliced thin; back next season.', '冷盤薄切；下一季回歸。'),
      9.8,
      'heap-cocoa',
      { offShelf: true },
    ),
  ],
};

export const lotusDrinks: DemoCategory = {
  id: '4005',
  name: text('Drinks', '飲品'),
  products: [
    dish(
      5030,
      text('Jasmine tea (pot)', '茉莉花茶（壺）'),
      text('Refilled as often as you like.', '可無限續水。'),
      3.5,
      'cup-tea',
    ),
    dish(
      5031,
      text('High-mountain oolong (points)', '高山烏龍（點數兌換）'),
      text('A pot of oolong for 300 member points.', '以 300 會員點數兌換一壺烏龍。'),
      0,
      'cup-amber',
      { mode: ItemMode.PointExchange, pointsPrice: 300 },
    ),
    dish(
      5032,
      text('Bubble milk tea', '珍珠奶茶'),
      text('Black tea, milk and chewy pearls.', '紅茶、鮮奶與 Q 彈珍珠。'),
      5.8,
      'boba-milk',
      { groups: [sweetness, toppings], aliases: 'boba' },
    ),
    dish(
      5033,
      text('Soy milk', '豆漿'),
      text('Fresh each morning; hot or iced.', '每日現磨，冷熱皆宜。'),
      3.2,
      'cup-cream',
      { groups: [sweetness, temperature] },
    ),
    dish(
      5034,
      text('Lemon iced tea', '檸檬冰茶'),
      text('Black tea with fresh lemon.', '紅茶加新鮮檸檬。'),
      4.5,
      'glass-sky',
      { groups: [sweetness] },
    ),
    dish(
      5035,
      text('Sour plum drink', '酸梅湯'),
      text('Smoked plum, hawthorn and osmanthus.', '烏梅、山楂與桂花。'),
      4.2,
      'glass-plum',
    ),
    dish(
      5036,
      text('Taiwan lager', '台灣啤酒'),
      text('330 ml bottle.', '330 毫升瓶裝。'),
      6,
      'bottle-gold',
      { aliases: 'beer' },
    ),
  ],
};

export const lotusDesserts: DemoCategory = {
  id: '4006',
  name: text('Desserts', '甜點'),
  products: [
    dish(
      5037,
      text('Mango pudding', '芒果布丁'),
      text('Fresh mango with a splash of cream.', '新鮮芒果佐鮮奶油。'),
      5.5,
      'pudding-mango',
    ),
    dish(
      5038,
      text('Black sesame tangyuan', '芝麻湯圓'),
      text('Glutinous rice balls in ginger syrup.', '湯圓佐薑汁糖水。'),
      5.8,
      'soup-sesame',
    ),
    dish(
      5039,
      text('Egg tarts (2)', '蛋塔（2 個）'),
      text('Flaky pastry, silky custard.', '酥皮與滑嫩蛋奶餡。'),
      4.8,
      'tarts-gold',
    ),
    dish(
      5040,
      text('Red bean shaved ice', '紅豆雪花冰'),
      text('Milk snow, red beans, condensed milk.', '牛奶雪花冰、紅豆與煉乳。'),
      7.5,
      'shaved-ice-snow',
      { aliases: 'bao bing' },
    ),
    dish(
      5041,
      text('Almond tofu', '杏仁豆腐'),
      text('Chilled almond jelly with fruit.', '冰涼杏仁凍佐水果。'),
      4.8,
      'pudding-cream',
    ),
  ],
};
