import { screen } from '@testing-library/react';
import { INFO_PAGE_PATHS } from '../../config/paths';
import { renderRoute } from '../../test/render';
import { INFO_CONTENT } from './info-content';
import { InfoPage } from './InfoPage';

describe('InfoPage', () => {
  it('has content for every footer path and /rent, /buy', () => {
    const missing = INFO_PAGE_PATHS.filter((path) => !INFO_CONTENT[path]);
    expect(missing).toEqual([]);
  });

  it.each([
    ['/about', 'About Trio Rentals'],
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of use'],
  ])('renders %s with its title and the footer', (path, title) => {
    renderRoute(<InfoPage />, { path, at: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Trio Rentals`);
  });

  it('links the landlord guide to the dashboard and offers search on the tenant pages', () => {
    const { unmount } = renderRoute(<InfoPage />, { path: '/list-house', at: '/list-house' });
    expect(screen.getByRole('link', { name: 'Start a listing' })).toHaveAttribute('href', '/dashboard');
    unmount();
    renderRoute(<InfoPage />, { path: '/find-house', at: '/find-house' });
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Homes in Pune' })).toHaveAttribute('href', '/search?q=Pune');
  });
});
