import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { useSession } from '../../lib/auth/session';
import type { SessionUser } from '../../lib/auth/types';
import { useText } from '../../i18n/use-text';
import { avatarText, roleLabelId } from './account-labels';

interface MenuEntry {
  label: string;
  to?: string;
  onSelect?: () => void;
}

/**
 * The signed-in user's Account menu (menu button pattern): the initials avatar opens it; arrow keys, Home and End
 * move between entries; Escape closes it and returns to the button; a click outside or Tab closes it.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const t = useText();
  const { logout } = useSession();
  const navigate = useNavigate();
  const loginDialog = useLoginDialog();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  const entries: MenuEntry[] = [
    { label: t('shell.account.profile'), to: paths.profile },
    ...(user.role === 'landlord' ? [{ label: t('shell.account.landlordDashboard'), to: paths.dashboard }] : []),
    ...(user.role === 'property_manager'
      ? [{ label: t('shell.nav.propertyManagerHub'), to: paths.propertyManagerHub }]
      : []),
    { label: t('shell.nav.rentersHub'), to: paths.rentersHub },
    {
      label: t('shell.account.logout'),
      onSelect: () => {
        // logout() never throws, but whatever happens the user ends up on the home page.
        // Closing the login dialog too: a login-guarded page may have asked for it the moment the user went away.
        void logout()
          .catch(() => undefined)
          .finally(() => {
            void navigate(paths.home);
            loginDialog.close();
          });
      },
    },
  ];

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent | MouseEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
    };
  }, [open]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function closeAndFocusButton() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeAndFocusButton();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const initials = avatarText(user.displayName, user.email);
  const role = t(roleLabelId(user.role));

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('shell.account.button', { name: user.displayName || user.email })}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="account-menu__avatar" aria-hidden="true" data-testid="avatar">
          {initials}
        </span>
        <span className="account-menu__label" aria-hidden="true">
          {t('shell.account.label')}
        </span>
      </button>
      {open ? (
        <div className="account-menu__popup">
          <p className="account-menu__role">{t('shell.account.role', { role })}</p>
          <ul
            id={menuId}
            role="menu"
            aria-label={t('shell.account.label')}
            className="account-menu__list"
            onKeyDown={onMenuKeyDown}
          >
            {entries.map((entry, index) => (
              <li key={entry.label} role="none">
                {entry.to ? (
                  <Link
                    ref={(element) => {
                      itemRefs.current[index] = element;
                    }}
                    role="menuitem"
                    tabIndex={index === focusIndex ? 0 : -1}
                    to={entry.to}
                    className="account-menu__item"
                    onClick={() => setOpen(false)}
                  >
                    {entry.label}
                  </Link>
                ) : (
                  <button
                    ref={(element) => {
                      itemRefs.current[index] = element;
                    }}
                    type="button"
                    role="menuitem"
                    tabIndex={index === focusIndex ? 0 : -1}
                    className="account-menu__item"
                    onClick={() => {
                      setOpen(false);
                      entry.onSelect?.();
                    }}
                  >
                    {entry.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
