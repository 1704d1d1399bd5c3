import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import { renderRoute } from '../../test/render';
import { UnsubscribePage } from './UnsubscribePage';

const ID = '6b00000000000000000000e1';
const TOKEN = 'v1.Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC1obWFjLXNpZ25hdHVyZQ';

function answer(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

function openLink(at = `/saved-searches/${ID}/unsubscribe?token=${encodeURIComponent(TOKEN)}`) {
  return renderRoute(<UnsubscribePage />, { path: '/saved-searches/:id/unsubscribe', at });
}

describe('UnsubscribePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pauses the link's saved search once, as it opens, and names it", async () => {
    let answered: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answered = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    openLink();

    expect(await screen.findByRole('status')).toHaveTextContent('Pausing the alerts of this saved search…');
    answered(answer({ id: ID, name: '2 BHK in Koramangala', paused: true }, 200));
    expect(await screen.findByText(/Alerts paused for/)).toHaveTextContent(
      'Alerts paused for “2 BHK in Koramangala”. You can resume them on your profile.',
    );
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(
      new RegExp(`/trio/saved-searches/${ID}/unsubscribe\\?token=${encodeURIComponent(TOKEN).replace(/\./g, '\\.')}$`),
    );
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('says a link the server does not know (404) is not valid, and where to manage the searches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 'NOT_FOUND', detail: 'This unsubscribe link is not valid.' }, 404)),
    );
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Manage your saved searches on your profile.',
    );
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says so without asking the server when the link has no token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    openLink(`/saved-searches/${ID}/unsubscribe`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again after any other failure, and then pauses', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer({ code: 'SERVICE_UNAVAILABLE', detail: 'No answer.' }, 503))
      .mockResolvedValueOnce(answer({ id: ID, name: 'Pune houses', paused: true }, 200));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not pause these alerts just now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Alerts paused for “Pune houses”/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe('in Hindi', () => {
    it('says in Hindi that the alerts are paused, with the profile to resume them', async () => {
      await productText.show('hi');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer({ id: ID, name: '2 BHK in Koramangala', paused: true }, 200)),
      );
      openLink();
      expect(screen.getByRole('heading', { level: 1, name: 'सेव की गई खोज के अलर्ट' })).toBeInTheDocument();
      expect(await screen.findByText(/के अलर्ट रोक दिए गए हैं/)).toHaveTextContent(
        '“2 BHK in Koramangala” के अलर्ट रोक दिए गए हैं। आप उन्हें अपनी प्रोफ़ाइल पर फिर से चालू कर सकते हैं।',
      );
      expect(screen.getByRole('link', { name: 'अपनी प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
    });
  });
});
