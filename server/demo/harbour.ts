import { type DemoCategory, dish, text } from './menu-types.ts';
import { harbourSides } from './modifiers.ts';

/** Harbour Bistro's small menu, served by its local-mode API. */
export const harbourMenu: readonly DemoCategory[] = [
  {
    id: '4101',
    name: text('Mains', '主餐'),
    products: [
      dish(
        5101,
        text('Fish and chips', '炸魚薯條'),
        text('Beer-battered cod, tartare sauce.', '啤酒麵衣鱈魚佐塔塔醬。'),
        16.5,
        'fish-gold',
        { groups: [harbourSides] },
      ),
      dish(
        5102,
        text('Seafood chowder', '海鮮巧達湯'),
        text('Clams, prawns and potato in cream.', '蛤蜊、鮮蝦與馬鈴薯奶油濃湯。'),
        9.5,
        'soup-cream',
      ),
      dish(
        5103,
        text('Clam linguine', '蛤蜊義大利麵'),
        text('White wine, garlic, parsley.', '白酒、蒜片與巴西里。'),
        18,
        'noodles-cream',
      ),
      dish(
        5104,
        text('Grilled squid', '碳烤魷魚'),
        text('Lemon, chili and herbs.', '檸檬、辣椒與香草。'),
        14,
        'heap-sea',
        { groups: [harbourSides] },
      ),
    ],
  },
  {
    id: '4102',
    name: text('Drinks', '飲品'),
    products: [
      dish(
        5105,
        text('Homemade lemonade', '自製檸檬水'),
        text('Fresh lemons, a little mint.', '新鮮檸檬加少許薄荷。'),
        4,
        'glass-sky',
      ),
      dish(
        5106,
        text('Flat white', '小白咖啡'),
        text('Double shot, steamed milk.', '雙份濃縮與蒸奶。'),
        3.5,
        'cup-cocoa',
      ),
    ],
  },
];
