import type { StaffMessageId } from '../i18n/catalogues.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import type { LiveStatus } from './staff-live.ts';

const TEXT: Readonly<Record<LiveStatus, StaffMessageId>> = {
  connecting: 'live.connecting',
  live: 'live.live',
  reconnecting: 'live.reconnecting',
};

/** Whether the floor on screen is live; said to screen readers when it changes. */
export const LiveBadge = ({ status }: { readonly status: LiveStatus }) => {
  const t = useStaffText();
  return (
    <p className="topbar__live" role="status">
      <span className={`badge ${status === 'live' ? 'badge--ok' : 'badge--warn'}`}>
        {t(TEXT[status])}
      </span>
    </p>
  );
};
