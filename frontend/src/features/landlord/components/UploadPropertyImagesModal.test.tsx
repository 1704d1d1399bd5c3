import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { problemAnswer, stubRoutes } from '../../../test/fetch-stub';
import { stubXhr, type XhrRequest } from '../../../test/fake-xhr';
import { listingRequestAnswer } from '../../../test/api-answers';
import { renderWithText } from '../../../test/render';
import { jpegFile, MB, pngFile, textCalledImage } from '../../../test/image-files';
import { REQUIRED_CATEGORIES, UploadPropertyImagesModal } from './UploadPropertyImagesModal';

const REQUEST_ID = '6660a1b2c3d4e5f601234567';
const image = (name: string) => jpegFile(name);

let counter = 0;
const uploaded = (request: XhrRequest) => {
  counter += 1;
  const id = `6680a1b2c3d4e5f6012${String(counter).padStart(5, '0')}`;
  return {
    status: 201,
    body: {
      _id: id,
      id,
      category: String(request.form.get('imageType')),
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      bytes: 1000,
      url: `/trio/properties/propertyImages/${id}`,
      thumbnailUrl: `/trio/properties/propertyImages/${id}?variant=thumbnail`,
    },
  };
};

function renderModal() {
  const onDone = vi.fn();
  renderWithText(<UploadPropertyImagesModal requestId={REQUEST_ID} onDone={onDone} />);
  return { onDone, dialog: screen.getByRole('dialog', { name: 'Upload Property Images' }) };
}

async function pickAll(dialog: HTMLElement, except?: string) {
  for (const category of REQUIRED_CATEGORIES) {
    if (category === except) continue;
    await userEvent.upload(within(dialog).getByLabelText(`${category} (required)`), [image(`${category}.jpg`)]);
  }
}

describe('UploadPropertyImagesModal', () => {
  it('cannot be dismissed: no close button, Escape does nothing', async () => {
    const { dialog, onDone } = renderModal();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Upload Property Images' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says each message of 001 §5: too few, a missing category, only images', async () => {
    const { dialog } = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Images' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please upload at least one image for each required category.',
    );

    await pickAll(dialog, 'Kitchen');
    await userEvent.upload(within(dialog).getByLabelText('Living room (required)'), [image('a.jpg'), image('b.jpg')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Images' }));
    expect(within(dialog).getByText('Please upload at least one image for Kitchen.')).toBeInTheDocument();

    const notImage = new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Kitchen (required)'), [notImage, image('k.jpg')], {
      applyAccept: false,
    });
    expect(
      await within(dialog).findByText('lease.pdf is not a JPEG, PNG or WebP image. It was not added.'),
    ).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Kitchen files' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('names a 20 MB image and a text file called .jpg at once, never shows them as Ready, and uploads nothing', async () => {
    const xhr = stubXhr(uploaded);
    const { dialog } = renderModal();
    await userEvent.upload(within(dialog).getByLabelText('Bathroom (required)'), [
      pngFile('geyser.png', 20 * MB),
      textCalledImage('tap.jpg'),
      image('shower.jpg'),
    ]);
    const refused = await within(dialog).findByRole('alert', { name: 'Files not added' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'geyser.png is 20 MB: an image can be at most 10 MB. It was not added.',
      'tap.jpg is not a JPEG, PNG or WebP image. It was not added.',
    ]);
    const chosen = within(dialog).getByRole('list', { name: 'Bathroom files' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(within(chosen).getByRole('listitem')).toHaveTextContent('shower.jpg Ready');
    expect(xhr).toEqual([]);
  });

  it('says Maximum 30 images allowed. over the limit, and adds custom categories while under it', async () => {
    const { dialog } = renderModal();
    await pickAll(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Custom category' }), 'Balcony');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(within(dialog).getByLabelText('Balcony')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Custom category' }), 'balcony');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(within(dialog).getByText('There is already a category named balcony.')).toBeInTheDocument();
    await userEvent.upload(
      within(dialog).getByLabelText('Balcony'),
      Array.from({ length: 26 }, (_, i) => image(`balcony-${i}.jpg`)),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Images' }));
    expect(within(dialog).getByText('Maximum 30 images allowed.')).toBeInTheDocument();
  });

  it('uploads each file with its category and progress, attaches the ids, then is done', async () => {
    const xhr = stubXhr(uploaded);
    const received = stubRoutes({ [`PUT /trio/propertyListingRequest/${REQUEST_ID}/images`]: listingRequestAnswer() });
    const { dialog, onDone } = renderModal();
    await pickAll(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Images' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(xhr.map((r) => [r.path, r.form.get('propertyId'), r.form.get('imageType')])).toEqual(
      REQUIRED_CATEGORIES.map((category) => ['/trio/file/upload', REQUEST_ID, category]),
    );
    expect(within(dialog).getAllByText('Uploaded')).toHaveLength(5);
    const put = received.find((r) => r.method === 'PUT');
    expect((put?.body as { images: string[] }).images).toHaveLength(5);
  });

  it('says Failed to upload images. Please try again. when an upload fails, and the file’s own reason', async () => {
    stubXhr((request) =>
      request.form.get('imageType') === 'Kitchen'
        ? {
            status: 415,
            body: {
              code: 'UNSUPPORTED_IMAGE_TYPE',
              status: 415,
              title: 'x',
              detail: 'Only JPEG, PNG and WebP images are accepted',
            },
          }
        : uploaded(request),
    );
    stubRoutes({ [`PUT /trio/propertyListingRequest/${REQUEST_ID}/images`]: problemAnswer(500, 'INTERNAL', 'x') });
    const { dialog, onDone } = renderModal();
    await pickAll(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Images' }));
    expect(await within(dialog).findByText('Failed to upload images. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Failed: Only JPEG, PNG and WebP/)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
