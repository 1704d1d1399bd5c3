import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useFormats, useText } from '../../../i18n/use-text';
import { useInbox } from '../api/get-inbox';

/** The header's "Inbox" link with the caller's total unread count (refreshed every 30 s and on focus). */
export function InboxNavLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const t = useText();
  const { count } = useFormats();
  const inbox = useInbox();
  const unread = inbox.data?.unreadTotal ?? 0;
  return (
    <NavLink to={paths.inbox} className={className} onClick={onClick}>
      {t('shell.nav.inbox')}
      {unread > 0 ? (
        <span className="top-nav__badge">
          {' '}
          {count(unread)}
          <span className="visually-hidden"> {t('shell.nav.unread')}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
