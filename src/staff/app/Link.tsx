import type { MouseEvent, ReactNode } from 'react';
import { navigate } from './router.ts';

interface Props {
  readonly href: string;
  readonly className?: string;
  readonly current?: boolean;
  readonly children: ReactNode;
}

/** A real link (opens in a new tab with a modifier key) that navigates in place otherwise. */
export const Link = ({ href, className, current, children }: Props) => {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={click}
    >
      {children}
    </a>
  );
};
