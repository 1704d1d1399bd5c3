import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { useSession } from '../../lib/auth/session';
import { InboxNavLink } from '../../features/conversations/components/InboxNavLink';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useText } from '../../i18n/use-text';
import { AccountMenu } from './AccountMenu';
import './TopNav.css';

const HOME_ICON = '⌂';
const HEART_ICON = '♥';

/**
 * The top navigation: home, Rent, Buy and Renters Hub (full-page links), the hub of the user's role, favourites;
 * Login / Register New Account for visitors (both open the login dialog) or the Account menu. On narrow screens the
 * links fold into a Menu button.
 */
export function TopNav() {
  const t = useText();
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
      <nav className="top-nav__bar" aria-label={t('shell.nav.label')}>
        <Link to={paths.home} className="top-nav__brand" aria-label={t('shell.nav.brand')}>
          <span aria-hidden="true" className="top-nav__logo">
            {HOME_ICON}
          </span>
          {t('shell.nav.brandName')}
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
          {t('shell.nav.menu')}
        </button>
        <div id={linksId} className={menuOpen ? 'top-nav__panel top-nav__panel--open' : 'top-nav__panel'}>
          <ul className="top-nav__links">
            <li>
              <NavLink to={paths.home} end className="top-nav__link" onClick={closeMenu}>
                {t('shell.nav.home')}
              </NavLink>
            </li>
            <li>
              <a href={paths.rent} className="top-nav__link">
                {t('shell.nav.rent')}
              </a>
            </li>
            <li>
              <a href={paths.buy} className="top-nav__link">
                {t('shell.nav.buy')}
              </a>
            </li>
            <li>
              <a href={paths.rentersHub} className="top-nav__link">
                {t('shell.nav.rentersHub')}
              </a>
            </li>
            {userRole === 'landlord' ? (
              <li>
                <NavLink to={paths.landlordHub} className="top-nav__link" onClick={closeMenu}>
                  {t('shell.nav.landlordHub')}
                </NavLink>
              </li>
            ) : null}
            {userRole === 'property_manager' ? (
              <li>
                <NavLink to={paths.propertyManagerHub} className="top-nav__link" onClick={closeMenu}>
                  {t('shell.nav.propertyManagerHub')}
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
                  {HEART_ICON}
                </span>
                {t('shell.nav.favorites')}
              </NavLink>
            </li>
          </ul>
          <div className="top-nav__account">
            <LanguageSwitch className="top-nav__language" />
            {currentUser ? (
              <AccountMenu user={currentUser} />
            ) : (
              <>
                <button type="button" className="button button--secondary top-nav__login" onClick={openLoginDialog}>
                  {t('shell.nav.login')}
                </button>
                <button type="button" className="button button--primary top-nav__register" onClick={openLoginDialog}>
                  {t('shell.nav.register')}
                </button>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
