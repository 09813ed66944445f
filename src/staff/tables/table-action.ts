import { useCallback, useState } from 'react';
import type { ApiResult } from '../api/client.ts';
import { useStaff } from '../app/context.ts';
import type { useFeedback } from '../ui/feedback.ts';

type FeedbackApi = ReturnType<typeof useFeedback>;

/**
 * Runs one staff call that changes a table or a product: shows the outcome, refreshes the floor,
 * and sends a refused token back to sign-in. `busy` names the call in flight, if any.
 */
export const useAction = (feedback: FeedbackApi) => {
  const { tables, unauthorized } = useStaff();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T>(
      /** The call in words, in the console's language ("Clear for next party"): a failure starts with it. */
      name: string,
      call: () => Promise<ApiResult<T>>,
      /** What the call did, in words, for the success message. */
      done: (data: T) => string,
    ): Promise<boolean> => {
      setBusy(name);
      const reply = await call();
      setBusy(null);
      if (reply.ok) {
        feedback.success(done(reply.data));
        await tables.refresh();
        return true;
      }
      if (reply.status === 401) unauthorized();
      else feedback.failed(name, reply);
      return false;
    },
    [feedback, tables, unauthorized],
  );
  return { busy, run };
};
