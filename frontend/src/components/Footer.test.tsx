import { screen, within } from '@testing-library/react';
import { renderRoute } from '../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links to every company, tenant and landlord page of the spec', () => {
    renderRoute(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/about',
      '/join',
      '/terms',
      '/privacy',
      '/tenant',
      '/find-house',
      '/pay-rent',
      '/portal',
      '/maintenance',
      '/landlord',
      '/list-house',
      '/show-listings',
      '/promote',
      '/manage-requests',
    ]);
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
