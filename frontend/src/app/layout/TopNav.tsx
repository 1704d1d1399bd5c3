import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { useSession } from '../../lib/auth/session';
import { InboxNavLink } from '../../features/conversations/components/InboxNavLink';
import { AccountMenu } from './AccountMenu';
import './TopNav.css';

/**
 * The top navigation: home, Rent, Buy and Renters Hub (full-page links), the hub of the user's role, favourites;
 * Login / Register New Account for visitors (both open the login dialog) or the Account menu. On narrow screens the
 * links fold into a Menu button.
 */
export function TopNav() {
  const { currentUser, userRole } = useSession();
  const loginDialog = useLoginDialog();
  const location = useLocation();
  // The compact menu belongs to the page it was opened on: going to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const linksId = useId();

  const closeMenu = () => setMenuOpenOn(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const openLoginDialog = () => {
    closeMenu();
    loginDialog.open();
  };

  return (
    <header className="top-nav">
      <nav className="top-nav__bar" aria-label="Main">
        <Link to={paths.home} className="top-nav__brand" aria-label="Trio home">
          <span aria-hidden="true" className="top-nav__logo">
            ⌂
          </span>
          Trio
        </Link>
        <button
          ref={toggle}
          type="button"
          className="top-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={linksId}
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          <span aria-hidden="true" className="top-nav__toggle-icon" />
          Menu
        </button>
        <div id={linksId} className={menuOpen ? 'top-nav__panel top-nav__panel--open' : 'top-nav__panel'}>
          <ul className="top-nav__links">
            <li>
              <NavLink to={paths.home} end className="top-nav__link" onClick={closeMenu}>
                Home
              </NavLink>
            </li>
            <li>
              <a href={paths.rent} className="top-nav__link">
                Rent
              </a>
            </li>
            <li>
              <a href={paths.buy} className="top-nav__link">
                Buy
              </a>
            </li>
            <li>
              <a href={paths.rentersHub} className="top-nav__link">
                Renters Hub
              </a>
            </li>
            {userRole === 'landlord' ? (
              <li>
                <NavLink to={paths.landlordHub} className="top-nav__link" onClick={closeMenu}>
                  Landlord Hub
                </NavLink>
              </li>
            ) : null}
            {userRole === 'property_manager' ? (
              <li>
                <NavLink to={paths.propertyManagerHub} className="top-nav__link" onClick={closeMenu}>
                  Property Manager Hub
                </NavLink>
              </li>
            ) : null}
            {currentUser ? (
              <li>
                <InboxNavLink className="top-nav__link" onClick={closeMenu} />
              </li>
            ) : null}
            <li>
              <NavLink to={paths.favorites} className="top-nav__link" onClick={closeMenu}>
                <span aria-hidden="true" className="top-nav__heart">
                  ♥
                </span>
                Favorites
              </NavLink>
            </li>
          </ul>
          <div className="top-nav__account">
            {currentUser ? (
              <AccountMenu user={currentUser} />
            ) : (
              <>
                <button type="button" className="button button--secondary top-nav__login" onClick={openLoginDialog}>
                  Login
                </button>
                <button type="button" className="button button--primary top-nav__register" onClick={openLoginDialog}>
                  Register New Account
                </button>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
