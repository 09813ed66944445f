import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';

export type LoginField = 'phone' | 'code';

/** Which field of the login form a §5 message belongs to; anything else is the form's own. */
export const loginFieldOf = (message: DomainMessageKey): LoginField | null => {
  if (message === 'phoneRequired' || message === 'phoneInvalid') return 'phone';
  if (message === 'codeRequired' || message === 'codeInvalid') return 'code';
  return null;
};
