import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listingRequestAnswer } from '../../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRoutes } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { ReviewListingRequestsPanel } from './ReviewListingRequestsPanel';

const MANAGER_ID = 'b00000000000000000000001';
const LIST = `GET /trio/propertyListingRequest/property-manager/${MANAGER_ID}`;
const images = ['6680a1b2c3d4e5f601200001', '6680a1b2c3d4e5f601200002', '6680a1b2c3d4e5f601200003'];
/** A listing request's images are not public: the answer carries their signed addresses. */
const signed = (id: string, variant?: string) =>
  `/trio/properties/propertyImages/${id}?${variant ? `variant=${variant}&` : ''}exp=1796000000&sig=s1gn3d-${id.slice(-2)}`;
const assigned = listingRequestAnswer({
  images,
  imageLinks: images.map((id) => ({ id, url: signed(id), thumbnailUrl: signed(id, 'thumbnail') })),
  statusLabel: 'Assigned to You',
  landlordId: { _id: '665f1c2b9d3e4a0012340001', firstName: 'Vikram', lastName: 'Rathore', email: 'vikram@example.in' },
});
const sentBack = listingRequestAnswer({
  _id: '6660a1b2c3d4e5f601230002',
  status: 'needs_more_info',
  reviewNotes: 'Add a kitchen photo.',
  address: { street: '4 Palm Grove', city: 'Bengaluru', state: 'Karnataka', zipCode: '560066' },
});

function renderPanel(routes: StubRoutes = {}) {
  const received = stubRoutes({ [LIST]: [assigned, sentBack], ...routes });
  renderRoute(<ReviewListingRequestsPanel managerId={MANAGER_ID} />);
  return received;
}

describe('ReviewListingRequestsPanel', () => {
  it('shows each request’s card with the manager’s label, and View listing request only when assigned', async () => {
    renderPanel();
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011');
    expect(cards[0]).toHaveTextContent('₹25,000 per month · 2 bedrooms · 2 bathrooms · apartment');
    expect(cards[0]).toHaveTextContent('Landlord: Vikram Rathore · Created 20 Nov 2026');
    expect(cards[0]).toHaveTextContent('Assigned to You');
    expect(within(cards[0]!).getByRole('img', { name: /First photo of/ })).toHaveAttribute(
      'src',
      expect.stringContaining(signed(images[0]!, 'thumbnail')),
    );
    expect(within(cards[0]!).getByRole('button', { name: 'View listing request' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Needs More Info');
    expect(cards[1]).toHaveTextContent('Previous notes: Add a kitchen photo.');
    expect(within(cards[1]!).queryByRole('button', { name: 'View listing request' })).toBeNull();
  });

  it('shows the empty text and the load failure', async () => {
    renderPanel({ [LIST]: [] });
    expect(await screen.findByText('No requests assigned to you yet.')).toBeInTheDocument();
  });

  it('says Failed to fetch requests when the list cannot be loaded', async () => {
    renderPanel({ [LIST]: problemAnswer(500, 'INTERNAL', 'x') });
    expect(await screen.findByText('Failed to fetch requests')).toBeInTheDocument();
  });

  it('details dialog: every field, the photos, and Approve with notes → Request approved successfully!', async () => {
    const received = renderPanel({
      [`PUT /trio/propertyListingRequest/${assigned._id}/review`]: { ...assigned, status: 'approved' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View listing request' }));
    const dialog = screen.getByRole('dialog', { name: /^Listing request: 9, 4th Cross/ });
    for (const text of [
      'Year-long',
      'Sunny 2 BHK with a balcony',
      'Jayanagar 4th Block',
      'vikram@example.in',
      'Assigned to You',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(within(dialog).getByRole('list', { name: 'Photos' })).getAllByRole('button')).toHaveLength(3);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Review Notes' }), 'Looks good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Request approved successfully!');
    expect(received.find((r) => r.method === 'PUT')?.body).toEqual({ action: 'approve', reviewNotes: 'Looks good' });
  });

  it('Request More Info sends needs_more_info; a refusal says Failed to review request. Please try again.', async () => {
    const received = renderPanel({
      [`PUT /trio/propertyListingRequest/${assigned._id}/review`]: problemAnswer(409, 'INVALID_STATE_TRANSITION', 'no'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View listing request' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request More Info' }));
    expect(await within(dialog).findByText('Failed to review request. Please try again.')).toBeInTheDocument();
    expect(received.find((r) => r.method === 'PUT')?.body).toEqual({ action: 'needs_more_info' });
  });

  it('image carousel: n of m, next/previous wrap around, ← → keys, thumbnails, Escape closes, focus stays inside', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View listing request' }));
    await user.click(screen.getByRole('button', { name: 'Open photo 3 of 3' }));
    const carousel = screen.getByRole('dialog', { name: /^Photos of / });
    expect(within(carousel).getByText('3 of 3')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next image' }));
    expect(within(carousel).getByText('1 of 3')).toBeInTheDocument(); // wrapped
    await user.click(within(carousel).getByRole('button', { name: 'Previous image' }));
    expect(within(carousel).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(carousel).getByText('2 of 3')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Show image 1 of 3' }));
    expect(within(carousel).getByRole('img', { name: /Photo 1 of/ })).toBeInTheDocument();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(carousel.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /^Photos of / })).toBeNull();
    expect(screen.getByRole('dialog', { name: /^Listing request/ })).toBeInTheDocument();
  });
});
