import type { Text } from './menu-types.ts';

/**
 * The demo's key facts, for tests, the start script and anyone trying the product: seed.ts
 * writes exactly these. Fixed ids stay far below the entity_ids sequence (1.9e18), so rows made
 * at run time never clash with them.
 */
export interface DemoTable {
  readonly id: string;
  readonly name: string;
  readonly orderCode: string;
}

export interface DemoMember {
  readonly id: string;
  readonly phone: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mail: string;
  /** month * 100 + day; null leaves the member to the enrolment popup. */
  readonly birthday: number | null;
  readonly points: number;
  /** The level's name in each language, as the POS stores it. */
  readonly memberLevel: Text;
}

/** QR code ids are random (server/tables/qrcode-id.ts): read them with demoQrcodeId. */
const table = (id: number, name: string, orderCode: string): DemoTable => ({
  id: String(id),
  name,
  orderCode,
});

const LOTUS_CODES = [
  '4821',
  '7390',
  '1584',
  '9267',
  '3018',
  '6642',
  '2759',
  '8136',
  '5403',
  '3975',
  '6208',
  '1470',
];
const HARBOUR_CODES = ['2468', '1357', '8024', '5791'];

export const demoFacts = {
  /** Lotus House, cloud mode: guests may order, no order code asked. */
  merchantId: '1001',
  /** Harbour Bistro, local mode: answers on 2002.localhost too; members only; order code asked. */
  localMerchantId: '2002',
  /** A1..A6 then B1..B6: /m/1001/q/{qrcodeId}. */
  tables: LOTUS_CODES.map((code, i) => table(3001 + i, `${i < 6 ? 'A' : 'B'}${(i % 6) + 1}`, code)),
  /** T1..T4: /m/2002/q/{qrcodeId}. */
  localTables: HARBOUR_CODES.map((code, i) => table(3101 + i, `T${i + 1}`, code)),
  /** Harbour's patio, closed for the season: its QR code answers 10010 tableUnavailable. */
  unavailableTable: table(3105, 'Patio', '0000'),
  categoryCount: 6,
  /** Rows in Lotus House's products table, the off-shelf one included. */
  productCount: 41,
  products: {
    porkDumplings: '5001',
    beefNoodles: '5008',
    soldOut: '5006',
    weighedFish: '5026',
    offShelf: '5029',
    pointsTea: '5031',
  },
  localCategoryCount: 2,
  localProductCount: 6,
  members: [
    {
      id: '7001',
      phone: '+12125550101',
      firstName: 'Mei',
      lastName: 'Lin',
      mail: 'mei.lin@example.com',
      birthday: 314,
      points: 1500,
      memberLevel: { en: 'Gold', zh: '金卡' },
    },
    {
      id: '7002',
      phone: '+12125550102',
      firstName: 'Daniel',
      lastName: 'Wong',
      mail: 'daniel.wong@example.com',
      birthday: 1105,
      points: 300,
      memberLevel: { en: 'Silver', zh: '銀卡' },
    },
    {
      id: '7003',
      phone: '+12125550103',
      firstName: '',
      lastName: '',
      mail: '',
      birthday: null,
      points: 0,
      memberLevel: { en: 'Bronze', zh: '銅卡' },
    },
  ] satisfies readonly DemoMember[],
  coupons: { amountOff: '7501', percentOff: '7502' },
  /** The first member (+12125550101) holds every user coupon. */
  couponHolderId: '7001',
  /** Member 7001's: two available, one used, one expired. */
  userCoupons: { amountOff: '7601', percentOff: '7602', used: '7603', expired: '7604' },
} as const;
