import type { Feedback } from './feedback.ts';

/**
 * The result of the last action. Both regions stay in the page so screen readers announce a
 * change: errors through role=alert, successes politely through role=status.
 */
export const FeedbackBar = ({ feedback }: { readonly feedback: Feedback | null }) => (
  <>
    <div role="alert" className="feedback-slot">
      {feedback !== null && feedback.kind !== 'success' && (
        <p className={`feedback feedback--${feedback.kind}`}>{feedback.text}</p>
      )}
    </div>
    <div role="status" className="feedback-slot">
      {feedback?.kind === 'success' && (
        <p className="feedback feedback--success">{feedback.text}</p>
      )}
    </div>
  </>
);
