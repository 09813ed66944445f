import type { LiveStatus } from './staff-live.ts';

const TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting… changes show when back',
};

/** Whether the floor on screen is live; said to screen readers when it changes. */
export const LiveBadge = ({ status }: { readonly status: LiveStatus }) => (
  <p className="topbar__live" role="status">
    <span className={`badge ${status === 'live' ? 'badge--ok' : 'badge--warn'}`}>
      {TEXT[status]}
    </span>
  </p>
);
