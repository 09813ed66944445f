import { pageOf } from '../../../domain/model/schemas/fields.ts';
import { CouponSchema } from '../../../domain/model/schemas/records.ts';

/** A page of the member's coupons, as GET /api/member/coupons answers. */
export const CouponPageSchema = pageOf(CouponSchema);
export type CouponPage = typeof CouponPageSchema.Type;
