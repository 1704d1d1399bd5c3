import { screen, within } from '@testing-library/react';
import { INFO_PAGE_PATHS } from '../config/paths';
import { paths } from '../config/paths';
import { renderRoute } from '../test/render';
import { Footer } from './Footer';

/** Info pages the top navigation links to; the footer links every other one. */
const TOP_NAV_INFO_PATHS: string[] = [paths.rent, paths.buy];

describe('Footer', () => {
  it('links to every company, tenant and landlord page of the spec', () => {
    renderRoute(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(INFO_PAGE_PATHS.filter((path) => !TOP_NAV_INFO_PATHS.includes(path)));
  });

  it('has five social links with accessible names', () => {
    renderRoute(<Footer />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Trio Rentals on Instagram',
      'Trio Rentals on Facebook',
      'Trio Rentals on LinkedIn',
      'E-mail Trio Rentals',
      'Trio Rentals on Twitter',
    ]);
    expect(links[3]).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
