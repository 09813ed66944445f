import { describe, expect, it } from 'vitest';
import { aMember } from '../../domain/model/member.fixture.ts';
import { REDACTED, redact } from './redact.ts';

describe('redact', () => {
  it('hides tokens, one-time codes, order codes and phone numbers wherever they sit', () => {
    const payload = {
      member: aMember({ identifier: '+12125550123' }),
      code: '123456',
      list: [{ orderCode: '4321' }, { phone: '+12125550199' }],
    };
    expect(redact(payload)).toEqual({
      member: { ...aMember(), token: REDACTED, phone: REDACTED, identifier: REDACTED },
      code: REDACTED,
      list: [{ orderCode: REDACTED }, { phone: REDACTED }],
    });
  });

  it('keeps §8 codes, empty values and a guest’s identifier', () => {
    const payload = { code: 66666, token: '', identifier: 'guest-9', at: null };
    expect(redact(payload)).toEqual(payload);
  });
});
