import { describe, expect, it } from 'vitest';
import { refusalMessage, unanswered } from './refusal.ts';

describe('what a form says of a command that did not happen', () => {
  it('says the rule broken, the POS’s words, or that something went wrong', () => {
    expect(refusalMessage({ kind: 'invalid', message: 'phoneRequired' })).toEqual({
      kind: 'key',
      key: 'phoneRequired',
    });
    const words = { kind: 'text', text: 'Table closed' } as const;
    expect(
      refusalMessage({ kind: 'refused', code: 2025, refusedBy: 'server', message: words }),
    ).toBe(words);
    // A refusal without words said nothing in the enrolment and login forms.
    for (const error of [
      { kind: 'refused', code: null, refusedBy: 'nobody', message: null },
      { kind: 'notReady', missing: 'table' },
    ] as const) {
      expect(refusalMessage(error)).toEqual({ kind: 'key', key: 'common.somethingWentWrong' });
    }
  });

  it('tells a call nobody answered (it may have been done) from a refusal', () => {
    const refused = (refusedBy: 'server' | 'worker' | 'nobody') =>
      unanswered({ kind: 'refused', code: null, refusedBy, message: null });
    expect([refused('nobody'), refused('worker'), refused('server')]).toEqual([true, false, false]);
    expect(unanswered({ kind: 'invalid', message: 'phoneRequired' })).toBe(false);
  });
});
