import type { ApiEnvelope } from '../../src/domain/model/envelope.ts';

export const ok = <T>(data: T): ApiEnvelope<T> => ({
  success: true,
  code: 0,
  msg: 'success',
  data,
});

export const failure = (code: number, msg: string, data: unknown = null): ApiEnvelope<unknown> => ({
  success: false,
  code,
  msg,
  data,
});
