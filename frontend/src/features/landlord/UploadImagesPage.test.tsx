import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../lib/auth/types';
import { propertyAnswer } from '../../test/api-answers';
import { stubXhr } from '../../test/fake-xhr';
import { stubRoutes } from '../../test/fetch-stub';
import { jpegFile, MB, pngFile, textCalledImage } from '../../test/image-files';
import { renderRoute, testSession } from '../../test/render';
import { UploadImagesPage } from './UploadImagesPage';

const landlord: SessionUser = {
  _id: '665f1c2b9d3e4a0012340001',
  uid: 'u-landlord-0001',
  email: 'vikram@example.in',
  displayName: 'Vikram Rathore',
  firstName: 'Vikram',
  lastName: 'Rathore',
  role: 'landlord',
  isEmailUser: true,
  language: null,
};
const jayanagar = propertyAnswer();
const whitefield = propertyAnswer({
  _id: '6650a1b2c3d4e5f601239999',
  address: { street: '4 Palm Grove', city: 'Bengaluru', state: 'Karnataka', zipCode: '560066' },
});

function renderPage(at = '/x/uploadImages') {
  stubRoutes({ 'GET /trio/properties': [jayanagar, whitefield] });
  renderRoute(<UploadImagesPage />, { path: '/:propertyId/uploadImages', at, session: testSession(landlord) });
}

describe('UploadImagesPage', () => {
  it('has the heading and a searchable picker labelled by address with the spec’s placeholder', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Upload Images for Property' })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Property' });
    expect(picker).toHaveAttribute('placeholder', 'Select a property...');
    await userEvent.type(picker, 'palm');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['4 Palm Grove, Bengaluru, Karnataka 560066']);
    await userEvent.click(options[0]!);
    expect(picker).toHaveValue('4 Palm Grove, Bengaluru, Karnataka 560066');
  });

  it('starts with the property of the address and uploads each file with its type, showing each result', async () => {
    const xhr = stubXhr((request) => ({
      status: request.form.get('imageType') === 'floorplan' ? 413 : 201,
      body:
        request.form.get('imageType') === 'floorplan'
          ? { code: 'IMAGE_TOO_LARGE', status: 413, title: 'x', detail: 'The image is larger than 10 MB' }
          : {
              _id: '6680a1b2c3d4e5f601200001',
              id: '6680a1b2c3d4e5f601200001',
              category: String(request.form.get('imageType')),
              contentType: 'image/jpeg',
              width: 1,
              height: 1,
              bytes: 1,
              url: '/u',
              thumbnailUrl: '/t',
            },
    }));
    renderPage(`/${jayanagar._id}/uploadImages`);
    expect(await screen.findByRole('combobox', { name: 'Property' })).toHaveValue(
      '9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011',
    );
    const jpeg = (name: string) => jpegFile(name);
    await userEvent.upload(screen.getByLabelText('Main image'), jpeg('front.jpg'));
    await userEvent.upload(screen.getByLabelText('Floor plan'), jpeg('plan.jpg'));
    await userEvent.upload(screen.getByLabelText('Additional photos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Images' }));
    const results = await screen.findByRole('list', { name: 'Upload results' });
    await vi.waitFor(() => expect(within(results).getAllByText('Uploaded')).toHaveLength(3));
    expect(within(results).getAllByRole('listitem')[1]).toHaveTextContent('plan.jpg (floorplan):');
    expect(within(results).getByText('Failed: The image is larger than 10 MB')).toBeInTheDocument();
    expect(xhr.map((r) => [r.form.get('propertyId'), r.form.get('imageType')])).toEqual([
      [jayanagar._id, 'main'],
      [jayanagar._id, 'floorplan'],
      [jayanagar._id, 'additional'],
      [jayanagar._id, 'additional'],
    ]);
  });

  it('names each refused file under its picker at once (not an image, over 10 MB, a text file called .jpg) and sends only the good ones', async () => {
    const xhr = stubXhr(() => ({
      status: 415,
      body: {
        code: 'UNSUPPORTED_IMAGE_TYPE',
        status: 415,
        title: 'x',
        detail: 'The file could not be read as an image',
      },
    }));
    renderPage(`/${jayanagar._id}/uploadImages`);
    await screen.findByRole('combobox', { name: 'Property' });
    await userEvent.upload(screen.getByLabelText('Main image'), textCalledImage('front.jpg'));
    await userEvent.upload(
      screen.getByLabelText('Additional photos'),
      [
        new File(['rent receipt'], 'receipt.txt', { type: 'text/plain' }),
        pngFile('roof.png', 20 * MB),
        jpegFile('a.jpg'),
      ],
      { applyAccept: false },
    );
    const main = await screen.findByRole('alert', { name: 'Main image: files not added' });
    expect(main).toHaveTextContent('front.jpg is not a JPEG, PNG or WebP image. It was not added.');
    const additional = await screen.findByRole('alert', { name: 'Additional photos: files not added' });
    expect(
      within(additional)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'receipt.txt is not a JPEG, PNG or WebP image. It was not added.',
      'roof.png is 20 MB: an image can be at most 10 MB. It was not added.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Images' }));
    const results = await screen.findByRole('list', { name: 'Upload results' });
    // What passes the checks but the server still refuses (its 415 problem) is said too.
    expect(await within(results).findByText('Failed: The file could not be read as an image')).toBeInTheDocument();
    expect(xhr.map((r) => [r.form.get('imageType'), (r.form.get('file') as File).name])).toEqual([
      ['additional', 'a.jpg'],
    ]);
  });
});
