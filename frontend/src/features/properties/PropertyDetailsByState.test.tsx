import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { PROPERTY_ID } from './detail/test-fixtures';
import { PropertyDetailsByState, propertyIdFromState } from './PropertyDetailsByState';

function LocationProbe() {
  return <p>Property page</p>;
}

describe('PropertyDetailsByState (/propertyDetails)', () => {
  it.each([{ propertyId: PROPERTY_ID }, { id: PROPERTY_ID }])(
    'moves to /properties/:id, replacing the entry, for state %o',
    async (state) => {
      const { router } = renderRoute(<PropertyDetailsByState />, {
        path: '/propertyDetails',
        at: { pathname: '/propertyDetails', state },
        routes: [{ path: '/properties/:id', element: <LocationProbe /> }],
      });
      expect(await screen.findByText('Property page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/properties/${PROPERTY_ID}`);
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('explains what happened and links to search without state', async () => {
    renderRoute(<PropertyDetailsByState />, { path: '/propertyDetails' });
    expect(await screen.findByRole('heading', { name: 'No property selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for properties' })).toHaveAttribute('href', '/');
  });

  it('reads the id from either state shape and ignores unusable values', () => {
    expect(propertyIdFromState({ propertyId: ' abc ' })).toBe('abc');
    expect(propertyIdFromState({ id: 'xyz' })).toBe('xyz');
    expect(propertyIdFromState({ propertyId: 'undefined' })).toBeNull();
    expect(propertyIdFromState({ propertyId: 42 })).toBeNull();
    expect(propertyIdFromState(null)).toBeNull();
  });
});
