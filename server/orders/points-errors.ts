import type { Locale } from '../../src/domain/model/enums.ts';
import { CartCode } from '../cart/codes.ts';
import { message } from '../http/messages.ts';
import { ApiError } from '../http/api-error.ts';

/** Points belong to members: a visitor's round with a point item is refused, not charged. */
export const pointsNeedMember = (locale: Locale): ApiError =>
  new ApiError(
    CartCode.pointsNeedMember,
    'forbidden',
    403,
    null,
    message('pointsNeedMember', locale),
  );
