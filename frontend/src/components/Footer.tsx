import { Link } from 'react-router-dom';
import type { MessageId } from '../i18n/message-ids';
import { useText } from '../i18n/use-text';
import './Footer.css';

interface FooterLink {
  to: string;
  labelId: MessageId;
}

const FOOTER_COLUMNS: { headingId: MessageId; links: FooterLink[] }[] = [
  {
    headingId: 'shell.footer.company',
    links: [
      { to: '/about', labelId: 'shell.footer.about' },
      { to: '/join', labelId: 'shell.footer.join' },
      { to: '/terms', labelId: 'shell.footer.terms' },
      { to: '/privacy', labelId: 'shell.footer.privacy' },
    ],
  },
  {
    headingId: 'shell.footer.tenants',
    links: [
      { to: '/tenant', labelId: 'shell.footer.renting' },
      { to: '/find-house', labelId: 'shell.footer.findHouse' },
      { to: '/pay-rent', labelId: 'shell.footer.payRent' },
      { to: '/portal', labelId: 'shell.footer.tenantPortal' },
      { to: '/maintenance', labelId: 'shell.footer.maintenance' },
    ],
  },
  {
    headingId: 'shell.footer.landlords',
    links: [
      { to: '/landlord', labelId: 'shell.footer.letting' },
      { to: '/list-house', labelId: 'shell.footer.listHouse' },
      { to: '/show-listings', labelId: 'shell.footer.listings' },
      { to: '/promote', labelId: 'shell.footer.promote' },
      { to: '/manage-requests', labelId: 'shell.footer.manageRequests' },
    ],
  },
];

/** Where Trio Rentals can be followed; `network: null` is the e-mail link. */
const SOCIAL_LINKS: { href: string; network: string | null; icon: string }[] = [
  {
    href: 'https://www.instagram.com/',
    network: 'Instagram',
    icon: 'M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zm0 2a3 3 0 00-3 3v10a3 3 0 003 3h10a3 3 0 003-3V7a3 3 0 00-3-3H7zm5 3.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 2a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM17.5 5.3a1.2 1.2 0 110 2.4 1.2 1.2 0 010-2.4z',
  },
  {
    href: 'https://www.facebook.com/',
    network: 'Facebook',
    icon: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  },
  {
    href: 'https://www.linkedin.com/',
    network: 'LinkedIn',
    icon: 'M4 3a2 2 0 110 4 2 2 0 010-4zM2.5 9h3v12h-3V9zm6 0h3v1.7c.6-1 1.9-2 3.8-2 3.4 0 4.2 2.2 4.2 5.1V21h-3v-6.5c0-1.6-.3-3-2-3s-2.3 1.3-2.3 3V21h-3V9z',
  },
  {
    href: 'mailto:hello@trio-rentals.in',
    network: null,
    icon: 'M3 5h18a1 1 0 011 1v12a1 1 0 01-1 1H3a1 1 0 01-1-1V6a1 1 0 011-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.6 7l6.4 4.3L18.4 7H5.6z',
  },
  {
    href: 'https://twitter.com/',
    network: 'Twitter',
    icon: 'M22 5.9c-.7.3-1.5.5-2.3.6.8-.5 1.5-1.3 1.8-2.2-.8.5-1.7.8-2.6 1a4.1 4.1 0 00-7 3.7A11.6 11.6 0 013.4 4.7a4.1 4.1 0 001.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2.1 2.8 3.9 2.9A8.3 8.3 0 012 18.5 11.6 11.6 0 008.3 20.3c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2.2z',
  },
];

/** The site footer: company, tenant and landlord links and the social links. Every page that ends with it uses this. */
export function Footer() {
  const t = useText();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__columns" aria-label={t('shell.footer.label')}>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.headingId} className="site-footer__column">
              <h2 className="site-footer__heading">{t(column.headingId)}</h2>
              <ul className="site-footer__list">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.labelId)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="site-footer__bottom">
          <ul className="site-footer__social" aria-label={t('shell.footer.follow')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  aria-label={social.network ? t('shell.footer.onNetwork', { network: social.network }) : t('shell.footer.email')}
                  {...(social.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d={social.icon} fill="currentColor" fillRule="evenodd" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <p className="site-footer__copyright">
            {t('shell.footer.copyright', { year: String(new Date().getFullYear()) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
