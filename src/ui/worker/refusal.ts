import type { ToastMessage } from '../../domain/errors/failure.ts';
import type { CommandError } from '../../worker/api.ts';

const SOMETHING_WENT_WRONG: ToastMessage = { kind: 'key', key: 'common.somethingWentWrong' };

/**
 * What a form says beside its button of a command that did not happen: the rule broken, the POS's
 * own words, or that something went wrong. One answer for every form: a refusal without words
 * said nothing in some of them and "something went wrong" in others.
 */
export const refusalMessage = (error: CommandError): ToastMessage => {
  if (error.kind === 'invalid') return { kind: 'key', key: error.message };
  if (error.kind === 'refused' && error.message !== null) return error.message;
  return SOMETHING_WENT_WRONG;
};

/** The call went out and nothing answered: it may have been done (worker/api.ts, RefusedBy). */
export const unanswered = (error: CommandError): boolean =>
  error.kind === 'refused' && error.refusedBy === 'nobody';
