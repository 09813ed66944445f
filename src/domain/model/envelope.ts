/** Every reply of the POS API (spec §3 "API envelope"). */
export interface ApiEnvelope<T> {
  readonly success: boolean;
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

export const SUCCESS_CODE = 0;

/** Spec §4: a reply is successful only with success true AND code 0. */
export const isSuccessfulReply = (reply: Pick<ApiEnvelope<unknown>, 'success' | 'code'>): boolean =>
  reply.success === true && reply.code === SUCCESS_CODE;
