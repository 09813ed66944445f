import { addressKeyOf } from '../http/address.ts';
import type { FastifyRequest } from 'fastify';
import type { Member } from '../../src/domain/model/member.ts';
import { requireMember } from '../auth/identity.ts';
import { carryLinesOver } from '../seats/carry-over.ts';
import { currentSeatOf } from '../seats/current.ts';
import { listCoupons } from '../coupons/list.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { guestNamesOf, registerGuest } from '../members/guest.ts';
import { createGuestLimit } from '../members/guest-limit.ts';
import { login } from '../members/login.ts';
import { loginAttemptsOf } from '../members/login-attempts.ts';
import { invalidInput } from '../members/errors.ts';
import { requireMerchant } from '../members/merchant.ts';
import { sendLoginCode } from '../members/otp-send.ts';
import { warnOfTextSurge } from '../members/text-surge.ts';
import { loadPresentedMember } from '../members/present.ts';
import { updateProfile } from '../members/profile.ts';
import {
  CouponQuery,
  GuestBody,
  LoginBody,
  ProfileBody,
  SendCodeBody,
} from '../members/schemas.ts';
import { validatePhone } from '../../src/domain/validation/phone.ts';
import type { RouteModule } from './index.ts';

/** Members, one-time codes, login, guest registration, profile and coupons (docs/api/members.md). */
export const registerMemberRoutes: RouteModule = (app, deps) => {
  app.post('/api/member/phone/code', async (request) => {
    const body = decodeInput(SendCodeBody, request.body);
    const phone = validatePhone(body.phone);
    if (!phone.ok) throw invalidInput(phone.error, request.ctx.locale);
    const merchantId = await requireMerchant(deps.db, request.ctx);
    const sent = await sendLoginCode(deps, {
      merchantId,
      phone: phone.value,
      ip: addressKeyOf(request.ip),
      // At a table the app sends its seat: diners on the restaurant's Wi-Fi share its address.
      seat: await currentSeatOf(deps, request),
      codeRequest: body.codeRequest ?? null,
    });
    warnOfTextSurge(deps, merchantId, sent.merchantTextsInHour);
    return ok({ codeRequest: sent.codeRequest });
  });

  // Both name the member by the merchant the call is for (requireMerchant): a seat at one of its
  // tables carries the visitor's lines over (seats/carry-over.ts).
  const carriedOver = async (request: FastifyRequest, member: Member): Promise<Member> => {
    await carryLinesOver(deps, request, {
      id: member.id,
      merchantId: request.ctx.merchantId ?? '',
    });
    return member;
  };

  const loginAttempts = loginAttemptsOf(deps);
  app.post('/api/member/login', async (request) =>
    ok(
      await carriedOver(
        request,
        await login(
          deps,
          loginAttempts,
          request.ctx,
          decodeInput(LoginBody, request.body),
          addressKeyOf(request.ip),
          await currentSeatOf(deps, request),
        ),
      ),
    ),
  );

  const countGuest = createGuestLimit(deps);
  app.post('/api/member/register/guest', async (request) => {
    const names = guestNamesOf(decodeInput(GuestBody, request.body), request.ctx);
    await countGuest(request);
    return ok(await carriedOver(request, await registerGuest(deps, request.ctx, names)));
  });

  app.get('/api/member', async (request) => {
    const now = deps.clock();
    const member = await requireMember(deps.db, request.ctx, now);
    const { token, locale } = request.ctx;
    return ok(await loadPresentedMember(deps.db, member, token ?? '', now, locale));
  });

  app.put('/api/member', async (request) =>
    ok(
      await updateProfile(
        deps,
        loginAttempts,
        request.ctx,
        decodeInput(ProfileBody, request.body),
        addressKeyOf(request.ip),
        await currentSeatOf(deps, request),
      ),
    ),
  );

  app.get('/api/member/coupons', async (request) =>
    ok(await listCoupons(deps, request.ctx, decodeInput(CouponQuery, request.query))),
  );
};
