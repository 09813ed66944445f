import {
  type ProfileInput,
  getMember,
  registerGuest,
  updateMember,
} from '../../adapters/api/member.ts';
import type { ApiError } from '../../adapters/http/errors.ts';
import { failureCode } from '../../adapters/http/errors.ts';
import type { Member } from '../../domain/model/member.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { afterEnrolment } from '../../domain/rules/navigation.ts';
import { validateEnrolment } from '../../domain/validation/enrolment.ts';
import type { CommandResult, ProfileChanges, TableCoreCommands } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { done, fail, invalid, messageText, notReady, ok, refused } from '../core/results.ts';

type MemberCommands = Pick<TableCoreCommands, 'registerGuest' | 'enrol' | 'updateProfile'> & {
  readonly loadMember: () => Promise<CommandResult>;
};

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

export const makeMemberCommands = (ctx: CoreContext): MemberCommands => {
  const { store, call } = ctx;

  const saveFailed = async (error: ApiError): Promise<CommandResult<never>> => {
    const resolution = await ctx.report(error, 'enrolment');
    const message = messageText(resolution.message, 'common.somethingWentWrong');
    const code = failureCode(error);
    store.dispatch({ type: 'MemberProfileSaveFailed', payload: { code, message } });
    return refused(error, resolution);
  };

  const save = async (changes: ProfileChanges): Promise<CommandResult> => {
    const member = store.state().member.member;
    if (member === null) return notReady('member');
    const reply = await call(updateMember(profileOf(member, changes)));
    if (!reply.ok) return saveFailed(reply.error);
    store.dispatch({ type: 'MemberProfileSaved', payload: { member: reply.value } });
    return done;
  };

  return {
    loadMember: async () => {
      if (store.state().session.token === null) return notReady('member');
      const reply = await call(getMember());
      if (reply.ok) {
        store.dispatch({ type: 'MemberLoaded', payload: { member: reply.value } });
        return done;
      }
      const resolution = await ctx.report(reply.error, 'general');
      const message = messageText(resolution.message, 'common.somethingWentWrong');
      store.dispatch({ type: 'MemberLoadFailed', payload: { message } });
      return refused(reply.error, resolution);
    },
    registerGuest: async (firstName, lastName = '') => {
      if (firstName.trim() === '') return invalid('nameRequired');
      const reply = await call(registerGuest({ firstName: firstName.trim(), lastName }));
      if (!reply.ok) return saveFailed(reply.error);
      store.dispatch({ type: 'GuestRegistered', payload: { member: reply.value } });
      store.dispatch({ type: 'PopupClosed', payload: { popup: PopupName.EditMemberName } });
      return done;
    },
    enrol: async (form) => {
      const checked = validateEnrolment(form);
      if (!checked.ok) {
        const { error, fieldErrors } = checked;
        return fail({ kind: 'invalid', message: error, fieldErrors });
      }
      const { firstName, lastName, birthday, mail, receiveSmsAndEmail } = checked.value;
      const saved = await save({
        firstName,
        lastName,
        birthday,
        mail,
        isSubPromotion: receiveSmsAndEmail,
      });
      if (!saved.ok) return saved;
      const { merchantId, locale } = store.state().session;
      return ok(merchantId === null ? null : afterEnrolment(merchantId, locale));
    },
    updateProfile: save,
  };
};
