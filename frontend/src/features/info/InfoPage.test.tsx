import { screen } from '@testing-library/react';
import { INFO_PAGE_PATHS } from '../../config/paths';
import { productText } from '../../i18n/catalogues';
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

  it('shows when a legal page was last updated', () => {
    renderRoute(<InfoPage />, { path: '/terms', at: '/terms' });
    expect(screen.getByText('Last updated: 1 January 2026')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    it('shows the terms in Hindi with the date in Hindi', async () => {
      await productText.show('hi');
      renderRoute(<InfoPage />, { path: '/terms', at: '/terms' });
      expect(screen.getByRole('heading', { level: 1, name: 'उपयोग की शर्तें' })).toBeInTheDocument();
      expect(screen.getByText('पिछली बार अपडेट किया गया: 1 जनवरी 2026')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'आवेदन और भुगतान' })).toBeInTheDocument();
      expect(screen.getByText(/₹50 आवेदन फ़ीस/)).toBeInTheDocument();
      expect(screen.getByText('इन शर्तों के बारे में कोई सवाल है? hello@trio-rentals.in पर लिखें।')).toBeInTheDocument();
      expect(document.title).toBe('उपयोग की शर्तें · Trio Rentals');
    });

    it('offers the next steps of a guide in Hindi', async () => {
      await productText.show('hi');
      renderRoute(<InfoPage />, { path: '/find-house', at: '/find-house' });
      const steps = screen.getByRole('navigation', { name: 'अगले कदम' });
      expect(steps).toHaveTextContent('पुणे में घर');
      expect(screen.getByRole('link', { name: 'पुणे में घर' })).toHaveAttribute('href', '/search?q=Pune');
    });
  });
});
