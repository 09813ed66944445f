import { useCallback, useState } from 'react';
import type { ApiFailure } from '../api/client.ts';
import { useFailureText } from '../i18n/use-failure-text.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';

/** What the last action came to: a success to announce, or an error to show until replaced. */
export interface Feedback {
  readonly kind: 'success' | 'error' | 'warning';
  readonly text: string;
}

export const useFeedback = () => {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const t = useStaffText();
  const reason = useFailureText();
  const success = useCallback((text: string) => setFeedback({ kind: 'success', text }), []);
  const warning = useCallback((text: string) => setFeedback({ kind: 'warning', text }), []);
  const error = useCallback((text: string) => setFeedback({ kind: 'error', text }), []);
  /** `what` in words already ("Could not send"), then why, from the reply. */
  const failed = (what: string, reply: ApiFailure) =>
    setFeedback({ kind: 'error', text: t('feedback.failed', { what, reason: reason(reply) }) });
  const clear = useCallback(() => setFeedback(null), []);
  return { feedback, success, warning, error, failed, clear };
};
