import { Effect } from 'effect';
import {
  type ProfileInput,
  getMember,
  registerGuest as registerGuestCall,
  updateMember,
} from '../../adapters/api/member.ts';
import { type ApiError, failureCode } from '../../adapters/http/errors.ts';
import type { Member } from '../../domain/model/member.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { afterEnrolment } from '../../domain/rules/navigation.ts';
import { type EnrolmentForm, validateEnrolment } from '../../domain/validation/enrolment.ts';
import type { ProfileChanges } from '../api.ts';
import { InvalidInput, invalid, notReady, required } from '../core/failures.ts';
import { refusal, report } from '../core/report.ts';
import { messageText } from '../core/results.ts';
import { currentState, emit } from '../core/services.ts';
import { reconnectLive } from '../live/link.ts';

/**
 * The table hears who is present from what negotiate read of the diner (docs/live-hub.md,
 * "Presence"): a diner who has just given a name, or changed it, connects again under it.
 */
const presentAnew = reconnectLive;

const profileOf = (member: Member, changes: ProfileChanges): ProfileInput => ({
  phone: member.phone,
  firstName: changes.firstName ?? member.firstName,
  lastName: changes.lastName ?? member.lastName,
  mail: changes.mail ?? member.mail,
  birthday: changes.birthday === undefined ? member.birthday : changes.birthday,
  languagePreference: changes.languagePreference ?? member.languagePreference,
  status: member.status,
  isSubPromotion: changes.isSubPromotion ?? member.platformExtraInfo?.isSubPromotion ?? false,
});

const saveFailed = (error: ApiError) =>
  Effect.gen(function* () {
    const resolution = yield* report(error, 'enrolment');
    const message = messageText(resolution.message, 'common.somethingWentWrong');
    yield* emit({
      type: 'MemberProfileSaveFailed',
      payload: { code: failureCode(error), message },
    });
    return yield* Effect.fail(refusal(error, resolution));
  });

export const updateProfile = (changes: ProfileChanges) =>
  Effect.gen(function* () {
    const member = yield* required((yield* currentState).member.member, 'member');
    const saved = yield* updateMember(profileOf(member, changes)).pipe(Effect.catch(saveFailed));
    yield* emit({ type: 'MemberProfileSaved', payload: { member: saved } });
    if (saved.firstName !== member.firstName) yield* presentAnew;
  });

export const loadMember = Effect.gen(function* () {
  if ((yield* currentState).session.token === null) return yield* notReady('member');
  const member = yield* getMember().pipe(
    Effect.catch((error) =>
      Effect.gen(function* () {
        const resolution = yield* report(error, 'general');
        const message = messageText(resolution.message, 'common.somethingWentWrong');
        yield* emit({ type: 'MemberLoadFailed', payload: { message } });
        return yield* Effect.fail(refusal(error, resolution));
      }),
    ),
  );
  yield* emit({ type: 'MemberLoaded', payload: { member } });
});

/** A visitor's name gives them a guest token, and the edit-name popup closes. */
export const registerGuest = (firstName: string, lastName = '') =>
  Effect.gen(function* () {
    if (firstName.trim() === '') return yield* invalid('nameRequired');
    const member = yield* registerGuestCall({ firstName: firstName.trim(), lastName }).pipe(
      Effect.catch(saveFailed),
    );
    yield* emit({ type: 'GuestRegistered', payload: { member } });
    yield* emit({ type: 'PopupClosed', payload: { popup: PopupName.EditMemberName } });
    yield* presentAnew;
  });

export const enrol = (form: EnrolmentForm) =>
  Effect.gen(function* () {
    const checked = validateEnrolment(form);
    if (!checked.ok) {
      const { error, fieldErrors } = checked;
      return yield* Effect.fail(new InvalidInput({ message: error, fieldErrors }));
    }
    const { firstName, lastName, birthday, mail, receiveSmsAndEmail } = checked.value;
    yield* updateProfile({
      firstName,
      lastName,
      birthday,
      mail,
      isSubPromotion: receiveSmsAndEmail,
    });
    const { merchantId, locale } = (yield* currentState).session;
    return merchantId === null ? null : afterEnrolment(merchantId, locale);
  });
