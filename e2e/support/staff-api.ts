import JSONbig from 'json-bigint';
import { ensureDemoStaffToken } from '../../server/staff/demo-token.ts';
import type { AppServer } from './server.ts';

const ids = JSONbig({ storeAsString: true });

export type StaffCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/** The staff API of the reference POS with the demo merchant's staff token. */
export const staffApi = async (server: AppServer): Promise<StaffCall> => {
  const tokens = await ensureDemoStaffToken(server.server.db);
  const token = tokens.find((entry) => entry.merchantId === '1001')?.token;
  if (token === undefined) throw new Error('the demo has no staff token for 1001');
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(server.baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Ids are 64-bit: read as text, as the app's own client does.
    const reply = ids.parse(await response.text()) as {
      success: boolean;
      code: number;
      msg: string;
      data: T;
    };
    if (!reply.success || reply.code !== 0)
      throw new Error(`${method} ${path}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
};
