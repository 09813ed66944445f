import { ORDER_LIST_FIRST_PAGE, ORDER_LIST_PAGE_SIZE } from '../../src/domain/constants.ts';
import { requireMember } from '../auth/identity.ts';
import type { AppDeps } from '../deps.ts';
import type { RequestContext } from '../http/context.ts';
import { couponStateOf, type CouponStateName, couponView } from './model.ts';
import { couponPage } from './repository.ts';

export interface CouponListQuery {
  readonly state?: CouponStateName | undefined;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

/** GET /api/member/coupons: the screens /coupon-available, /coupon-expired, /coupon-used. */
export const listCoupons = async (deps: AppDeps, ctx: RequestContext, query: CouponListQuery) => {
  const now = deps.clock();
  const member = await requireMember(deps.db, ctx, now);
  const page = query.page ?? ORDER_LIST_FIRST_PAGE;
  const size = query.size ?? ORDER_LIST_PAGE_SIZE;
  const state = couponStateOf[query.state ?? 'available'];
  const { coupons, total } = await couponPage(deps.db, {
    memberId: member.id,
    state,
    page,
    size,
    now,
  });
  return { list: coupons.map((coupon) => couponView(coupon, ctx.locale)), total, page, size };
};
