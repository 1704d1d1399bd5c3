import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deposit, DepositRoomPhoto } from '@trio/contracts/http/payments';
import { leaseAnswer, privatePhotoAnswer } from '../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRequest } from '../../test/fetch-stub';
import { jpegFile, textCalledImage } from '../../test/image-files';
import { renderRoute } from '../../test/render';
import { DepositCard } from './DepositCard';
import { MoveOutsPanel } from './MoveOutsPanel';

const LEASE_ID = '6a1f0c2e4b0a1b2c3d4e9a01';
const DEPOSIT = `GET /trio/leases/${LEASE_ID}/deposit`;

function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    leaseId: LEASE_ID,
    propertyId: '6650a1b2c3d4e5f601230001',
    propertyName: 'Lakeview Residency',
    tenantName: 'Rohan Kulkarni',
    status: 'inspected',
    collectedPaise: 5_175_000,
    collectedLabel: '₹51,750',
    endDate: '2026-02-07',
    inspectionOpen: true,
    rooms: [{ name: 'Bedroom', condition: 'damaged', note: 'Crayon marks', photos: [] }],
    inspectedAt: '2026-02-08T06:00:00.000Z',
    deductions: [
      {
        id: 'd1',
        reason: 'Repainting the bedroom wall',
        amountPaise: 450_000,
        amountLabel: '₹4,500',
        answer: 'pending',
        note: '',
        answeredAt: null,
        confirmed: false,
      },
    ],
    deductedPaise: 450_000,
    balancePaise: 4_725_000,
    balanceLabel: '₹47,250',
    openDisputes: 0,
    unanswered: 0,
    answersDueBy: null,
    suggestedDeductions: [{ reason: 'Unpaid rent for January 2026', amountPaise: 3_450_000, month: '2026-01' }],
    settledAt: null,
    refund: null,
    ...overrides,
  };
}

function photo(id: string): DepositRoomPhoto {
  return privatePhotoAnswer(id, `/trio/leases/${LEASE_ID}/deposit/photos/${id}`);
}

/** The photo routes answer image bytes; object URLs are made by the test's URL. */
function stubImages() {
  const image = () => new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }), { status: 200 });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  return image;
}

describe('the renter’s deposit card', () => {
  it('shows the deposit and sends an accept, and a dispute only with a note', async () => {
    const user = userEvent.setup();
    const received = stubRoutes({
      [DEPOSIT]: deposit({ unanswered: 1, answersDueBy: '2026-02-15T06:00:00.000Z' }),
      [`POST /trio/leases/${LEASE_ID}/deposit/deductions/d1/answer`]: ({ body }: StubRequest) =>
        deposit({
          deductions: [
            {
              ...deposit().deductions[0]!,
              answer: (body as { answer: string }).answer === 'accept' ? 'accepted' : 'disputed',
              note: (body as { note: string }).note,
            },
          ],
        }),
    });
    renderRoute(<DepositCard leaseId={LEASE_ID} />);
    const card = await screen.findByRole('region', { name: 'Security deposit' });
    expect(card).toHaveTextContent('₹51,750');
    expect(card).toHaveTextContent('₹47,250');
    expect(card).toHaveTextContent('Repainting the bedroom wall');
    expect(card).toHaveTextContent('Waiting for your answer');
    expect(card).toHaveTextContent(
      'Please accept or dispute each deduction by 15 Feb 2026, 11:30 am IST. A deduction you do not answer by then ' +
        'counts as accepted.',
    );

    await user.click(within(card).getByRole('button', { name: 'Dispute' }));
    await user.click(within(card).getByRole('button', { name: 'Send dispute' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Say why you dispute this deduction.');
    await user.type(within(card).getByLabelText('Why do you dispute this deduction?'), 'It was there at move-in.');
    await user.click(within(card).getByRole('button', { name: 'Send dispute' }));
    expect(await within(card).findByText(/You disputed this/)).toHaveTextContent('“It was there at move-in.”');
    expect(received.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { answer: 'dispute', note: 'It was there at move-in.' },
    ]);
  });

  it('says when the refund was made, and offers the statement', async () => {
    stubRoutes({
      [DEPOSIT]: deposit({
        status: 'refunded',
        settledAt: '2026-02-10T06:00:00.000Z',
        refund: {
          amountPaise: 4_725_000,
          amountLabel: '₹47,250',
          status: 'processed',
          razorpayRefundId: 'rfnd_1',
          dueBy: '2026-02-12T06:00:00.000Z',
          refundedAt: '2026-02-10T06:00:05.000Z',
        },
      }),
    });
    renderRoute(<DepositCard leaseId={LEASE_ID} />);
    expect(await screen.findByText(/was refunded on/)).toHaveTextContent('₹47,250 was refunded on 10 Feb 2026');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download deposit statement' })).toBeEnabled();
  });

  it('says a refund still not made by its promised time is late, and being retried', async () => {
    stubRoutes({
      [DEPOSIT]: deposit({
        status: 'settled',
        settledAt: '2026-02-10T06:00:00.000Z',
        refund: {
          amountPaise: 4_725_000,
          amountLabel: '₹47,250',
          status: 'overdue',
          razorpayRefundId: null,
          dueBy: '2026-02-12T06:00:00.000Z',
          refundedAt: null,
        },
      }),
    });
    renderRoute(<DepositCard leaseId={LEASE_ID} />);
    expect(await screen.findByText(/is late/)).toHaveTextContent(
      'Your refund of ₹47,250 was due by 12 Feb 2026, 11:30 am IST and is late. We keep trying, and our team has been told.',
    );
  });

  it('shows the inspection’s photos by room, each opening its web size', async () => {
    const user = userEvent.setup();
    const image = stubImages();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const received = stubRoutes({
      [DEPOSIT]: deposit({
        rooms: [
          { name: 'Bedroom', condition: 'damaged', note: 'Crayon marks', photos: [photo('p1'), photo('p2')] },
          { name: 'Kitchen', condition: 'good', note: '', photos: [] },
        ],
      }),
      [`GET /trio/leases/${LEASE_ID}/deposit/photos/p1`]: image,
      [`GET /trio/leases/${LEASE_ID}/deposit/photos/p2`]: image,
    });
    renderRoute(<DepositCard leaseId={LEASE_ID} />);
    const photos = await screen.findByRole('region', { name: 'Move-out inspection photos' });
    expect(photos).toHaveTextContent('Bedroom');
    expect(photos).not.toHaveTextContent('Kitchen');
    const list = within(photos).getByRole('list', { name: 'Photos of Bedroom' });
    expect(await within(list).findByRole('img', { name: 'Photo 2 of Bedroom' })).toHaveAttribute('src', 'blob:photo');
    expect(within(list).getByRole('img', { name: 'Photo 1 of Bedroom' })).toBeInTheDocument();
    // The thumbnails were fetched (with the caller's token), not put in an <img src> as URLs.
    expect(received.filter((r) => r.path.includes('/photos/')).map((r) => [r.path, r.query.get('variant')])).toEqual([
      [`/trio/leases/${LEASE_ID}/deposit/photos/p1`, 'thumbnail'],
      [`/trio/leases/${LEASE_ID}/deposit/photos/p2`, 'thumbnail'],
    ]);
    await user.click(within(list).getByRole('button', { name: 'Photo 1 of Bedroom' }));
    // The tab opens inside the click (no pop-up blocker stops it), then shows the photo.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:photo'));
    expect(received.at(-1)).toMatchObject({ path: `/trio/leases/${LEASE_ID}/deposit/photos/p1` });
    expect(received.at(-1)!.query.get('variant')).toBeNull();
  });

  it('says so when a photo’s full size cannot be fetched, and leaves no tab open', async () => {
    const user = userEvent.setup();
    const image = stubImages();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    stubRoutes({
      [DEPOSIT]: deposit({
        rooms: [{ name: 'Bedroom', condition: 'damaged', note: 'Crayon marks', photos: [photo('p1')] }],
      }),
      // The thumbnail answers; the web size fails.
      [`GET /trio/leases/${LEASE_ID}/deposit/photos/p1`]: (request: StubRequest) =>
        request.query.get('variant') === 'thumbnail' ? image() : problemAnswer(500, 'INTERNAL', 'boom'),
    });
    renderRoute(<DepositCard leaseId={LEASE_ID} />);
    const thumbnail = await screen.findByRole('img', { name: 'Photo 1 of Bedroom' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(thumbnail.closest('button')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('The full-size photo could not be opened. Try again.');
    // The tab opened by the click closes again, empty.
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('shows a load failure with a retry', async () => {
    stubRoutes({ [DEPOSIT]: problemAnswer(500, 'INTERNAL', 'boom') });
    renderRoute(<DepositCard leaseId={LEASE_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The deposit could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the manager’s Move-outs panel', () => {
  const lease = leaseAnswer({ _id: LEASE_ID, endDate: '2026-02-07', status: 'ended' });

  it('totals the deductions live against the deposit, offers the unpaid rent and sends paise', async () => {
    const user = userEvent.setup();
    const received = stubRoutes({
      'GET /trio/leases/managed': { leases: [lease] },
      [DEPOSIT]: deposit({ status: 'held', rooms: [], deductions: [], deductedPaise: 0, inspectedAt: null }),
      [`PUT /trio/leases/${LEASE_ID}/deposit/inspection`]: deposit(),
    });
    renderRoute(<MoveOutsPanel />);
    expect(await screen.findByText('Total deductions ₹0 of the ₹51,750 deposit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add: Unpaid rent for January 2026 (₹34,500)' }));
    expect(screen.getByText('Total deductions ₹34,500 of the ₹51,750 deposit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a deduction' }));
    const reasons = screen.getAllByLabelText('Reason');
    const amounts = screen.getAllByLabelText('Amount (₹)');
    await user.type(reasons[1]!, 'Repainting');
    await user.type(amounts[1]!, '20000');
    expect(screen.getByText(/That is more than the deposit\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record inspection' })).toBeDisabled();
    await user.clear(amounts[1]!);
    await user.type(amounts[1]!, '4500.50');
    await user.type(screen.getByLabelText('Room'), 'Bedroom');
    await user.click(screen.getByRole('button', { name: 'Record inspection' }));
    await screen.findByRole('button', { name: 'Save changes' });
    expect(received.find((r) => r.method === 'PUT')?.body).toEqual({
      rooms: [{ name: 'Bedroom', condition: 'good', note: '' }],
      deductions: [
        { reason: 'Unpaid rent for January 2026', amountPaise: 3_450_000 },
        { reason: 'Repainting', amountPaise: 450_050 },
      ],
    });
  });

  it('holds Settle while a deduction is disputed, and says nothing is due when no lease has ended', async () => {
    stubRoutes({
      'GET /trio/leases/managed': { leases: [lease] },
      [DEPOSIT]: deposit({
        openDisputes: 1,
        deductions: [{ ...deposit().deductions[0]!, answer: 'disputed', note: 'It was there before.' }],
      }),
    });
    const view = renderRoute(<MoveOutsPanel />);
    expect(await screen.findByText('Repainting the bedroom wall (₹4,500): “It was there before.”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settle and refund ₹47,250' })).toBeDisabled();
    view.unmount();
    stubRoutes({
      'GET /trio/leases/managed': { leases: [leaseAnswer({ _id: LEASE_ID, endDate: '2999-01-01', status: 'active' })] },
    });
    renderRoute(<MoveOutsPanel />);
    expect(await screen.findByText('No lease has reached its end date yet.')).toBeInTheDocument();
  });

  it('says when a settled deposit’s refund is late', async () => {
    stubRoutes({
      'GET /trio/leases/managed': { leases: [lease] },
      [DEPOSIT]: deposit({
        status: 'settled',
        settledAt: '2026-02-10T06:00:00.000Z',
        refund: {
          amountPaise: 4_725_000,
          amountLabel: '₹47,250',
          status: 'overdue',
          razorpayRefundId: null,
          dueBy: '2026-02-12T06:00:00.000Z',
          refundedAt: null,
        },
      }),
    });
    renderRoute(<MoveOutsPanel />);
    expect(await screen.findByText(/is late/)).toHaveTextContent(
      '₹47,250 was due back to the renter by 12 Feb 2026, 11:30 am IST and is late: it is being retried, and the ' +
        'operators have been told.',
    );
  });

  it('holds Settle while the renter may still answer a deduction, and says until when', async () => {
    stubRoutes({
      'GET /trio/leases/managed': { leases: [lease] },
      [DEPOSIT]: deposit({ unanswered: 1, answersDueBy: '2026-02-15T06:00:00.000Z' }),
    });
    renderRoute(<MoveOutsPanel />);
    expect(
      await screen.findByText(
        '1 deduction is waiting for the renter’s answer until 15 Feb 2026, 11:30 am IST. You can settle once ' +
          'answered, or after that date (an unanswered deduction then counts as accepted).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settle and refund ₹47,250' })).toBeDisabled();
  });

  it('adds a photo to a recorded room: checked at once, "Uploading…", then its thumbnail; refusals said', async () => {
    const user = userEvent.setup();
    const image = stubImages();
    let release: () => void = () => undefined;
    const uploaded = new Promise<void>((resolve) => (release = resolve));
    let answerWith: Response | null = null;
    const received = stubRoutes({
      'GET /trio/leases/managed': { leases: [lease] },
      [DEPOSIT]: deposit(),
      [`POST /trio/leases/${LEASE_ID}/deposit/inspection/photos`]: async () => {
        await uploaded;
        return (
          answerWith ??
          deposit({ rooms: [{ name: 'Bedroom', condition: 'damaged', note: 'Crayon marks', photos: [photo('p1')] }] })
        );
      },
      [`GET /trio/leases/${LEASE_ID}/deposit/photos/p1`]: image,
    });
    renderRoute(<MoveOutsPanel />);
    const picker = await screen.findByLabelText('Add a photo of Bedroom');
    expect(screen.getByText(/No photos yet \(at most 5\)\./)).toBeInTheDocument();

    // A file that is not an image is refused before anything is sent.
    await user.upload(picker, textCalledImage('notes.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.jpg is not a JPEG, PNG or WebP image.');
    expect(received.filter((r) => r.method === 'POST')).toEqual([]);

    await user.upload(picker, jpegFile('wall.jpg'));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading the photo of Bedroom…');
    expect(screen.getByLabelText('Add a photo of Bedroom')).toBeDisabled();
    release();
    expect(await screen.findByRole('img', { name: 'Photo 1 of Bedroom' })).toHaveAttribute('src', 'blob:photo');
    expect(screen.getByText(/1 photo \(at most 5\)\./)).toBeInTheDocument();
    expect(screen.queryByText('Uploading the photo of Bedroom…')).toBeNull();
    const posts = received.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.query.get('room')])).toEqual([
      [`/trio/leases/${LEASE_ID}/deposit/inspection/photos`, 'Bedroom'],
    ]);

    // The server's refusal is said next to the picker.
    answerWith = problemAnswer(409, 'TOO_MANY_ROOM_PHOTOS', 'The room “Bedroom” already has 5 photos.');
    await user.upload(screen.getByLabelText('Add a photo of Bedroom'), jpegFile('again.jpg'));
    expect(await screen.findByText(/The photo could not be added\./)).toHaveTextContent(
      'The photo could not be added. The room “Bedroom” already has 5 photos.',
    );
  });

  it('takes photos of a room once the inspection records it, and none once a room is full', async () => {
    const user = userEvent.setup();
    stubImages();
    stubRoutes({
      'GET /trio/leases/managed': { leases: [lease] },
      [DEPOSIT]: deposit({
        rooms: [
          {
            name: 'Bedroom',
            condition: 'damaged',
            note: 'Crayon marks',
            photos: ['p1', 'p2', 'p3', 'p4', 'p5'].map(photo),
          },
        ],
      }),
    });
    renderRoute(<MoveOutsPanel />);
    expect(await screen.findByText('Bedroom has 5 photos, the most a room can have.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo of Bedroom')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(screen.getByText('Save the inspection with this room to add its photos.')).toBeInTheDocument();
  });
});
