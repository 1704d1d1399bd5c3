import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useInbox } from '../api/get-inbox';

/** The header's "Inbox" link with the caller's total unread count (refreshed every 30 s and on focus). */
export function InboxNavLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const inbox = useInbox();
  const unread = inbox.data?.unreadTotal ?? 0;
  return (
    <NavLink to={paths.inbox} className={className} onClick={onClick}>
      Inbox
      {unread > 0 ? (
        <span className="top-nav__badge">
          {' '}
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </NavLink>
  );
}
