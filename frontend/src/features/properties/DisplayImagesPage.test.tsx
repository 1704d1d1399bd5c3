import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { DisplayImagesPage } from './DisplayImagesPage';
import { sampleProperty, stubPropertiesApi } from './detail/test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DisplayImagesPage (/displayImages)', () => {
  it('shows every photo of the sample property (the first featured listing)', async () => {
    stubPropertiesApi({ featured: [{ ...sampleProperty, image: sampleProperty.images[0] ?? null }] });
    renderRoute(<DisplayImagesPage />, { path: '/displayImages' });

    expect(await screen.findByRole('heading', { level: 1, name: `Photos of ${sampleProperty.name}` })).toBeVisible();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View property' })).toHaveAttribute(
      'href',
      `/properties/${sampleProperty._id}`,
    );
  });

  it('says so when there is no sample property', async () => {
    stubPropertiesApi({ featured: [] });
    renderRoute(<DisplayImagesPage />, { path: '/displayImages' });
    expect(await screen.findByText('There is no sample property to show photos of right now.')).toBeInTheDocument();
  });
});
