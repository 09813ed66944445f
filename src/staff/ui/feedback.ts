import { useCallback, useState } from 'react';
import type { ApiFailure } from '../api/client.ts';

/** What the last action came to: a success to announce, or an error to show until replaced. */
export interface Feedback {
  readonly kind: 'success' | 'error' | 'warning';
  readonly text: string;
}

export const useFeedback = () => {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const success = useCallback((text: string) => setFeedback({ kind: 'success', text }), []);
  const warning = useCallback((text: string) => setFeedback({ kind: 'warning', text }), []);
  const error = useCallback((text: string) => setFeedback({ kind: 'error', text }), []);
  const failed = useCallback(
    (what: string, reply: ApiFailure) =>
      setFeedback({ kind: 'error', text: `${what}: ${reply.msg}` }),
    [],
  );
  const clear = useCallback(() => setFeedback(null), []);
  return { feedback, success, warning, error, failed, clear };
};
