import {
  contextFallbackKey,
  type ErrorContext,
  type ErrorHandling,
  handlingFor,
} from './catalogue.ts';
import type { DomainMessageKey } from './message-keys.ts';

/** How a call can fail, as the adapter sees it after parsing. */
export type Failure =
  /** An envelope (or HTTP error body) that is not success-and-code-0. */
  | { readonly kind: 'reply'; readonly code: number; readonly msg: string }
  /** No usable reply: network error, timeout, unparsable body. */
  | { readonly kind: 'transport' }
  /** A successful reply whose data is missing. */
  | { readonly kind: 'emptyData' };

/** A toast is either translated from a key or, when the server explains itself, its own text. */
export type ToastMessage =
  | {
      readonly kind: 'key';
      readonly key: DomainMessageKey;
      /** What the text names (a dish), in the words the diner was shown it. */
      readonly values?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'text'; readonly text: string };

export interface FailureResolution {
  readonly handling: ErrorHandling;
  readonly message: ToastMessage | null;
}

const key = (k: DomainMessageKey): ToastMessage => ({ kind: 'key', key: k });

/**
 * The one place that turns a failure into what the user sees. A transport failure outside a user
 * action is only logged (spec §8 "Network errors: only logged"); inside one, the action's
 * fallback tells the user it did not happen (e.g. 'Failed to update the cart.').
 */
export const resolveFailure = (failure: Failure, context: ErrorContext): FailureResolution => {
  const fallback = contextFallbackKey[context];
  switch (failure.kind) {
    case 'transport':
      return context === 'general'
        ? { handling: 'logOnly', message: null }
        : { handling: 'show', message: key(fallback) };
    case 'emptyData':
      return {
        handling: 'show',
        message: key(context === 'loadCart' ? 'cart.fetchEmptyData' : fallback),
      };
    case 'reply': {
      const known = handlingFor(failure.code, context);
      if (known.handling === 'logout') return { handling: 'logout', message: null };
      if (known.messageKey !== null)
        return { handling: known.handling, message: key(known.messageKey) };
      const text = failure.msg.trim();
      return {
        handling: known.handling,
        message: text === '' ? key(fallback) : { kind: 'text', text },
      };
    }
  }
};
