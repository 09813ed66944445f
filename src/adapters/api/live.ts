import { Schema } from 'effect';
import { type ApiCall, call } from './call.ts';

/**
 * GET api/system/web-pub-sub/scan-order-negotiate: the table's live-channel URL with an access
 * token for this browser (docs/live-hub.md); hand it to connectTable as it is.
 */
export const negotiateLiveChannel = (input: {
  readonly browserId: string;
  readonly tableId: string;
}): ApiCall<string> =>
  call({
    method: 'GET',
    path: '/api/system/web-pub-sub/scan-order-negotiate',
    query: { userId: input.browserId, tableId: input.tableId },
    context: { tableId: input.tableId },
    data: Schema.String,
  });
