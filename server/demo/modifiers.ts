import { type DemoCondiment, type DemoGroup, type DemoOption, text } from './menu-types.ts';

const option = (id: number, en: string, zh: string, price = 0): DemoOption => ({
  modifierProductId: String(id),
  name: text(en, zh),
  price,
});

// Groups are shared between dishes, as on a POS: one "spice level" for every noodle.
export const spiceLevel: DemoGroup = {
  id: '6501',
  name: text('Spice level', '辣度'),
  min: 1,
  max: 1,
  options: [
    option(6001, 'Not spicy', '不辣'),
    option(6002, 'Mild', '小辣'),
    option(6003, 'Medium', '中辣'),
    option(6004, 'Hot', '大辣'),
  ],
};

export const noodleExtras: DemoGroup = {
  id: '6502',
  name: text('Extras', '加料'),
  min: 0,
  max: 3,
  options: [
    option(6011, 'Soft-boiled egg', '溏心蛋', 1.5),
    option(6012, 'Extra beef', '加牛肉', 4),
    option(6013, 'Pickled mustard greens', '酸菜', 0.8),
    option(6014, 'Bok choy', '青江菜', 1.2),
    option(6015, 'Extra noodles', '加麵', 2),
  ],
};

export const riceExtras: DemoGroup = {
  id: '6503',
  name: text('Extras', '加點'),
  min: 0,
  max: 2,
  options: [
    option(6021, 'Fried egg', '荷包蛋', 1.5),
    option(6022, 'Braised tofu', '滷豆腐', 1.2),
    option(6023, 'Extra rice', '加飯', 1),
  ],
};

export const sweetness: DemoGroup = {
  id: '6504',
  name: text('Sweetness', '甜度'),
  min: 1,
  max: 1,
  options: [
    option(6031, 'No sugar', '無糖'),
    option(6032, 'Half sugar', '半糖'),
    option(6033, 'Regular', '正常甜'),
  ],
};

export const toppings: DemoGroup = {
  id: '6505',
  name: text('Toppings', '配料'),
  min: 0,
  max: 2,
  options: [
    option(6041, 'Tapioca pearls', '珍珠', 0.8),
    option(6042, 'Grass jelly', '仙草', 0.8),
    option(6043, 'Egg pudding', '布丁', 1),
  ],
};

export const temperature: DemoGroup = {
  id: '6506',
  name: text('Temperature', '溫度'),
  min: 1,
  max: 1,
  options: [option(6051, 'Hot', '熱'), option(6052, 'Iced', '冰')],
};

export const harbourSides: DemoGroup = {
  id: '6507',
  name: text('Side', '配菜'),
  min: 1,
  max: 1,
  options: [
    option(6061, 'Chips', '薯條'),
    option(6062, 'Garden salad', '田園沙拉'),
    option(6063, 'Truffle chips', '松露薯條', 2.5),
  ],
};

const condiment = (id: number, en: string, zh: string, price = 0): DemoCondiment => ({
  id: String(id),
  name: text(en, zh),
  price,
});

export const dumplingCondiments: readonly DemoCondiment[] = [
  condiment(6801, 'Black vinegar', '烏醋'),
  condiment(6802, 'Chili oil', '辣油'),
  condiment(6803, 'Shredded ginger', '薑絲', 0.3),
];

export const friedCondiments: readonly DemoCondiment[] = [
  condiment(6811, 'Sweet chili sauce', '甜辣醬'),
  condiment(6812, 'Pepper salt', '椒鹽'),
  condiment(6813, 'Fresh basil', '九層塔', 0.5),
];
