import type { ReactNode } from 'react';

/**
 * A form's submit button that stays focusable while its form works: busy, not disabled, since a
 * disabled button drops the focus to the page (WCAG 2.4.3); the form ignores a second press.
 */
export const SubmitButton = ({
  busy,
  children,
}: {
  readonly busy: boolean;
  readonly children: ReactNode;
}) => (
  <button
    type="submit"
    className="button button--block"
    aria-disabled={busy || undefined}
    aria-busy={busy}
  >
    {children}
  </button>
);
