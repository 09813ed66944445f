import { describe, expect, it } from 'vitest';
import { loginFieldOf } from './login-fields.ts';

describe('loginFieldOf', () => {
  it('puts phone and code messages under their fields', () => {
    expect(loginFieldOf('phoneRequired')).toBe('phone');
    expect(loginFieldOf('phoneInvalid')).toBe('phone');
    expect(loginFieldOf('codeRequired')).toBe('code');
    expect(loginFieldOf('codeInvalid')).toBe('code');
  });

  it('leaves other messages to the form', () => {
    expect(loginFieldOf('login.signUpRequired')).toBeNull();
    expect(loginFieldOf('common.somethingWentWrong')).toBeNull();
  });
});
