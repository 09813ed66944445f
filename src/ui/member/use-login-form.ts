import { type RefObject, useRef, useState } from 'react';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import { CODE_INCORRECT, ONE_CODE_A_MINUTE } from '../../domain/errors/catalogue.ts';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import { canSubmitLogin, formatCodeInput, validateCode } from '../../domain/validation/code.ts';
import { formatPhoneInput, validatePhone } from '../../domain/validation/phone.ts';
import type { CommandError, LoginOutcome } from '../../worker/api.ts';
import { type LoginPlace, returnUrl } from '../routing/return-url.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { refusalMessage } from '../worker/refusal.ts';
import { type LoginField, loginFieldOf } from './login-fields.ts';

type FieldError = DomainMessageKey | ToastMessage;
type FieldErrors = Readonly<Partial<Record<LoginField, FieldError>>>;

export interface LoginForm {
  readonly phone: string;
  readonly code: string;
  readonly errors: FieldErrors;
  /** The server's refusal (or the catalogue's message for it), kept until the next try. */
  readonly failure: ToastMessage | null;
  readonly verifying: boolean;
  readonly canSubmit: boolean;
  readonly refs: Readonly<Record<LoginField, RefObject<HTMLInputElement | null>>>;
  readonly setPhone: (raw: string) => void;
  readonly setCode: (raw: string) => void;
  readonly checkField: (field: LoginField) => void;
  readonly sendCode: () => Promise<void>;
  readonly submit: () => Promise<void>;
}

export interface LoginFormOptions {
  /** The login page or the popup: which remembered URL a login goes on to. */
  readonly place: LoginPlace;
  /** The login worked; `returning` says whether a remembered URL was handed to the worker. */
  readonly onLoggedIn: (outcome: LoginOutcome, returning: boolean) => void;
  /** Told when a login attempt starts and ends, so a page can tell its own login from a reload's. */
  readonly onAttempt?: (active: boolean) => void;
}

const check = (field: LoginField, value: string): DomainMessageKey | null => {
  const result = field === 'phone' ? validatePhone(value) : validateCode(value);
  return result.ok ? null : result.error;
};

/**
 * The login form's view state and its two commands (spec §4 "Login flow"). What the diner typed
 * stays put on every failure; the worker keeps the countdown and does the rest on success.
 */
export const useLoginForm = ({ place, onLoggedIn, onAttempt }: LoginFormOptions): LoginForm => {
  const commands = useCommands();
  const sentTo = useReadModel('login').phone;
  const [phone, setPhoneValue] = useState(() => formatPhoneInput(sentTo));
  const [code, setCodeValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ToastMessage | null>(null);
  const [verifying, setVerifying] = useState(false);
  const refs = {
    phone: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };

  const markField = (field: LoginField, error: FieldError | null) =>
    setErrors((before) => ({ ...before, [field]: error ?? undefined }));

  const showError = (error: CommandError) => {
    // The code field's own error, not a line of the form's: the field is marked and names it, and
    // a separate alert beside it would have said it a second time.
    if (error.kind === 'refused' && error.code === CODE_INCORRECT)
      return markField('code', refusalMessage(error));
    if (error.kind !== 'invalid') return setFailure(refusalMessage(error));
    const field = loginFieldOf(error.message);
    if (field === null) return setFailure({ kind: 'key', key: error.message });
    markField(field, error.message);
    refs[field].current?.focus();
  };

  /** Marks every listed field; focuses the first wrong one. True when all are right. */
  const validate = (fields: readonly LoginField[]): boolean => {
    const found = fields.map((field) => [field, check(field, field === 'phone' ? phone : code)]);
    setErrors(Object.fromEntries(found.filter(([, error]) => error !== null)));
    const first = found.find(([, error]) => error !== null);
    if (first !== undefined) refs[first[0] as LoginField].current?.focus();
    return first === undefined;
  };

  return {
    phone,
    code,
    errors,
    failure,
    verifying,
    canSubmit: canSubmitLogin(phone, code),
    refs,
    setPhone: (raw) => {
      setPhoneValue(formatPhoneInput(raw));
      markField('phone', null);
    },
    setCode: (raw) => {
      setCodeValue(formatCodeInput(raw));
      markField('code', null);
    },
    // On leaving a field: an empty one is not yet wrong, it may simply not be filled in yet.
    checkField: (field) => {
      const value = field === 'phone' ? phone : code;
      if (value === '') return;
      const error = check(field, value);
      // The server's refusal of this very code stays until it is changed: its format was right.
      setErrors((before) => {
        const kept = typeof before[field] === 'object' ? before[field] : undefined;
        return { ...before, [field]: error ?? kept };
      });
    },
    sendCode: async () => {
      setFailure(null);
      if (!validate(['phone'])) return;
      const result = await commands.requestCode(phone);
      if (result.ok) refs.code.current?.focus();
      // A second ask while the first is on its way (or the minute runs): the button says so.
      else if (result.error.kind === 'notReady' && result.error.missing === 'countdown') return;
      else {
        showError(result.error);
        // The number had a code within the minute (asked before a reload, or in another tab):
        // that code is the one to type, and the send button, counting down, is no place to be.
        if (result.error.kind === 'refused' && result.error.code === ONE_CODE_A_MINUTE)
          refs.code.current?.focus();
      }
    },
    submit: async () => {
      setFailure(null);
      if (!validate(['phone', 'code'])) return;
      // Taken now and put back on failure: the attempted URL survives a wrong code.
      const returnTo = returnUrl.take(place);
      setVerifying(true);
      onAttempt?.(true);
      const result = await commands.login(phone, code, returnTo);
      setVerifying(false);
      onAttempt?.(false);
      if (result.ok) return onLoggedIn(result.value, returnTo !== null);
      if (returnTo !== null) returnUrl.remember(returnTo, place);
      showError(result.error);
      // The button was disabled while it verified, which dropped the focus to the page: back to
      // the code, the field to fix (a refusal is nearly always a wrong or stale code).
      if (result.error.kind === 'refused') refs.code.current?.focus();
    },
  };
};
