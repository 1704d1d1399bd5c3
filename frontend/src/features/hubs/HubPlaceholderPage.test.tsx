import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { HubPlaceholderPage } from './HubPlaceholderPage';

describe('HubPlaceholderPage', () => {
  it.each([
    ['/landlord-hub', 'Landlord Hub'],
    ['/dashboard', 'Landlord Dashboard'],
    ['/66a0c0ffee0000000000abcd/uploadImages', 'Upload Images'],
  ])('names %s as "%s", says it is coming and links home', (path, title) => {
    renderRoute(<HubPlaceholderPage />, { path: '*', at: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
