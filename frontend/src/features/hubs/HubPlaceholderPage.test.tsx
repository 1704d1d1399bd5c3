import { screen } from '@testing-library/react';
import { maintenanceRequestAnswer } from '../../test/api-answers';
import { stubRoutes } from '../../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../../test/render';
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

  it('gives a signed-in landlord the Maintenance Requests of their properties until the Landlord Hub is built', async () => {
    const landlord = { ...tenant, role: 'landlord' as const };
    stubRoutes({ [`GET /trio/maintenance/landlord/${landlord._id}`]: [maintenanceRequestAnswer()] });
    renderRoute(<HubPlaceholderPage />, { path: '*', at: '/landlord-hub', session: testSession(landlord) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Maintenance Requests' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Kitchen tap leaking' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
