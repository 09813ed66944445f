import { type ReactNode, useRef } from 'react';
import { useHeightVariable } from './use-height-variable.ts';

/**
 * A sheet's row of main buttons, pinned to its bottom. Its height is measured (it wraps at large
 * text sizes) so that toasts shown in the sheet stand above it (frame.css): a refusal of what the
 * diner just tapped must not cover the button they tap again.
 */
export const SheetFooter = ({
  stack = false,
  children,
}: {
  readonly stack?: boolean;
  readonly children: ReactNode;
}) => {
  const footer = useRef<HTMLDivElement>(null);
  useHeightVariable(footer, '--sheet-footer-height');
  return (
    <div ref={footer} className={stack ? 'sheet-footer sheet-footer--stack' : 'sheet-footer'}>
      {children}
    </div>
  );
};
