import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaintenancePhoto } from '@trio/contracts/http/maintenance';
import { privatePhotoAnswer } from '../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRequest } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';
import { MaintenancePhotos } from './MaintenancePhotos';

const REQUEST = '6a1f0c2e4b0a1b2c3d4e9b01';

function photo(id: string): MaintenancePhoto {
  return privatePhotoAnswer(id, `/trio/maintenance/${REQUEST}/photos/${id}`);
}

const image = () => new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }), { status: 200 });

describe('a repair’s photos', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  });

  it('shows each thumbnail fetched with the session; pressing one opens its full size in a tab opened by the click', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const received = stubRoutes({ [`GET /trio/maintenance/${REQUEST}/photos/p1`]: image });
    const user = userEvent.setup();
    renderRoute(<MaintenancePhotos photos={[photo('p1')]} />);
    const thumbnail = await screen.findByRole('img', { name: 'Photo 1 of the request' });
    expect(thumbnail).toHaveAttribute('src', 'blob:photo');
    await user.click(thumbnail.closest('button')!);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:photo'));
    expect(received.map((r) => r.query.get('variant'))).toEqual(['thumbnail', null]);
  });

  it('says so when the full size cannot be fetched, and closes the tab it opened', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    stubRoutes({
      [`GET /trio/maintenance/${REQUEST}/photos/p1`]: (request: StubRequest) =>
        request.query.get('variant') === 'thumbnail' ? image() : problemAnswer(500, 'INTERNAL', 'boom'),
    });
    const user = userEvent.setup();
    renderRoute(<MaintenancePhotos photos={[photo('p1')]} />);
    await user.click((await screen.findByRole('img', { name: 'Photo 1 of the request' })).closest('button')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('The full-size photo could not be opened. Try again.');
    expect(tab.close).toHaveBeenCalled();
  });
});
