import type { Queryable } from '../db/database.ts';
import { toStoredText } from '../http/local-text.ts';
import { demoFacts } from './facts.ts';

const insertMembers = async (tx: Queryable): Promise<void> => {
  for (const member of demoFacts.members) {
    await tx.query(
      `insert into members (id, merchant_id, phone, first_name, last_name, mail, birthday, points,
         growth, member_level, level_expiration_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, now() + interval '1 year')`,
      [
        member.id,
        demoFacts.merchantId,
        member.phone,
        member.firstName,
        member.lastName,
        member.mail,
        member.birthday,
        member.points,
        toStoredText(member.memberLevel.en, member.memberLevel.zh),
      ],
    );
  }
};

/** Amount off above a threshold, and percent off (value in percent) with a cap. */
const insertCoupons = async (tx: Queryable): Promise<void> => {
  const { amountOff, percentOff } = demoFacts.coupons;
  await tx.query(
    `insert into coupons (id, merchant_id, name, coupon_type, discount_type, discount_value,
       threshold_amount, max_discount_amount)
     values ($1, $3, $4, 0, 0, 5, 30, 0), ($2, $3, $5, 0, 1, 10, 0, 8)`,
    [
      amountOff,
      percentOff,
      demoFacts.merchantId,
      toStoredText('$5 off orders over $30', '滿 US$30 折 US$5'),
      toStoredText('10% off, up to $8', '九折，最多折 US$8'),
    ],
  );
};

/**
 * Member 1's wallet: both coupons to use now, one already used (a week ago, on an order the demo
 * does not keep), one that lapsed.
 */
const insertUserCoupons = async (tx: Queryable): Promise<void> => {
  const { amountOff, percentOff } = demoFacts.coupons;
  const mine = demoFacts.userCoupons;
  const owner = demoFacts.couponHolderId;
  await tx.query(
    `insert into user_coupons (id, coupon_id, member_id, state, valid_until, used_at) values
       ($1, $5, $7, 0, now() + interval '180 days', null),
       ($2, $6, $7, 0, now() + interval '90 days', null),
       ($3, $5, $7, 1, now() + interval '30 days', now() - interval '7 days'),
       ($4, $6, $7, 2, now() - interval '30 days', null)`,
    [mine.amountOff, mine.percentOff, mine.used, mine.expired, amountOff, percentOff, owner],
  );
};

export const insertMembersAndCoupons = async (tx: Queryable): Promise<void> => {
  await insertMembers(tx);
  await insertCoupons(tx);
  await insertUserCoupons(tx);
};
