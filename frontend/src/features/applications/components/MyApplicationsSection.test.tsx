import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationPropertyAnswer, conversationAnswer, rentalApplicationAnswer } from '../../../test/api-answers';
import { productText } from '../../../i18n/catalogues';
import { stubRoutes, type StubRoutes } from '../../../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../../../test/render';
import { ApplicationSubmittedDialog } from './ApplicationSubmittedDialog';
import { MyApplicationsSection } from './MyApplicationsSection';

const MINE = `GET /trio/users/${tenant._id}/rentalApplications`;

function renderSection(routes: StubRoutes) {
  const requests = stubRoutes(routes);
  const view = renderRoute(<MyApplicationsSection />, {
    session: testSession(tenant),
    routes: [{ path: '/inbox/:id', element: <p>The conversation</p> }],
  });
  return { ...view, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyApplicationsSection', () => {
  it('opens the conversation about an application from its Messages button', async () => {
    const application = rentalApplicationAnswer();
    const { requests, router } = renderSection({
      [MINE]: { rentalApplications: [application] },
      'POST /trio/conversations': conversationAnswer({ _id: 'c0000000000000000000000c' }),
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Messages about your application for ${application.property.title}`,
      }),
    );
    expect(await screen.findByText('The conversation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inbox/c0000000000000000000000c');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      about: { kind: 'application', id: application._id },
    });
  });

  it('lists the renter’s applications with status, property and a link to it', async () => {
    const villa = applicationPropertyAnswer({
      _id: '6650a1b2c3d4e5f601230000',
      title: 'Garden Villa in Whitefield',
      rentLabel: '₹1,07,000',
    });
    renderSection({
      [MINE]: {
        rentalApplications: [
          rentalApplicationAnswer({
            property: villa,
            propertyId: villa._id,
            status: 'approved',
            displayStatus: 'approved',
          }),
          rentalApplicationAnswer({ _id: '6700aa00bb00cc00dd000009', status: 'expired', displayStatus: 'expired' }),
        ],
      },
    });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Garden Villa in Whitefield' })).toHaveAttribute(
      'href',
      `/properties/${villa._id}`,
    );
    expect(items[0]).toHaveTextContent('₹1,07,000 per month');
    expect(items[0]).toHaveTextContent('Approved');
    expect(within(items[1]!).getByRole('link', { name: 'Lakeview 2BHK in Indiranagar' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Expired');
  });

  it('says when there are none', async () => {
    renderSection({ [MINE]: { rentalApplications: [] } });
    expect(await screen.findByText(/You have not applied for a rental yet/)).toBeInTheDocument();
  });

  it('shows an error when the answer does not fit the contract', async () => {
    renderSection({ [MINE]: [rentalApplicationAnswer()] });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your rental applications.');
  });
});

describe('in Hindi', () => {
  it('lists the applications in Hindi, the day they were made in Hindi', async () => {
    await productText.show('hi');
    const villa = applicationPropertyAnswer({ title: 'Garden Villa in Whitefield', rentLabel: '₹1,07,000' });
    renderSection({
      [MINE]: {
        rentalApplications: [
          rentalApplicationAnswer({ property: villa, propertyId: villa._id, createdAt: '2026-11-27T09:30:00.000Z' }),
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'आपके किराये के आवेदन' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('₹1,07,000 / माह · आवेदन 27 नव॰ 2026 को');
    expect(
      within(item).getByRole('button', { name: 'Garden Villa in Whitefield के लिए आपके आवेदन से जुड़े संदेश' }),
    ).toBeInTheDocument();
  });

  it('says none in Hindi', async () => {
    await productText.show('hi');
    renderSection({ [MINE]: { rentalApplications: [] } });
    expect(await screen.findByText(/आपने अभी तक किसी घर के लिए आवेदन नहीं किया है/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'घर खोजें' })).toHaveAttribute('href', '/');
  });

  it('confirms a sent application in Hindi, the hours counted', async () => {
    await productText.show('hi');
    renderRoute(
      <ApplicationSubmittedDialog open onClose={() => undefined} propertyName="Garden Villa" firstName="Asha" />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'आवेदन जमा हो गया' });
    expect(dialog).toHaveTextContent(
      'धन्यवाद, Asha। Garden Villa के लिए आपका आवेदन प्रॉपर्टी मैनेजर को भेज दिया गया है। आपको 48 घंटे के अंदर जवाब मिलेगा।',
    );
    expect(within(dialog).getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
  });
});
