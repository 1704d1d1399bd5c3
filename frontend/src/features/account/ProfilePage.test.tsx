import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import { REMEMBERED_LANGUAGE_KEY } from '../../i18n/remembered-language';
import { renderRoute, tenant, testSession } from '../../test/render';
import type { UserProfile } from '../../lib/user-profile';
import { ProfilePage } from './ProfilePage';

const storedProfile: UserProfile = {
  ...tenant,
  middleName: null,
  gender: 'female',
  dateOfBirth: '1994-07-21',
  phone: '+919812345678',
  address: '12 MG Road, Indiranagar, Bengaluru, Karnataka 560038',
  properties: [],
  createdAt: '2024-03-05T10:00:00.000Z',
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

describe('ProfilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the signed-in user from GET /trio/users/{_id} and shows it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(storedProfile));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });

    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/trio\/users\/665f1c2b9d3e4a0012345678$/);

    const valueOf = (label: string) => screen.getByText(label).nextElementSibling;
    expect(valueOf('E-mail')).toHaveTextContent('asha.rao@example.in');
    expect(valueOf('Phone')).toHaveTextContent('+919812345678');
    expect(valueOf('Role')).toHaveTextContent('Tenant');
    expect(valueOf('Member since')).toHaveTextContent('March 2024');
    expect(valueOf('Date of birth')).toHaveTextContent('21 Jul 1994');
  });

  it('says "Not given" for missing details', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...storedProfile, phone: null, address: null })),
    );
    renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('Not given');
  });

  it('shows a failure with a retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ code: 'NOT_FOUND', detail: 'This account no longer exists.' }, 404))
      .mockResolvedValueOnce(jsonResponse(storedProfile));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account no longer exists.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
  });

  describe('editing', () => {
    const edited = { ...storedProfile, firstName: 'Ashwini', displayName: 'Ashwini Rao', phone: '+919123456789' };

    it('edits name and phone, sends PATCH /trio/users/{_id}, is disabled while saving and shows the saved record', async () => {
      let answer!: (response: Response) => void;
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(storedProfile))
        .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
      vi.stubGlobal('fetch', fetchMock);
      const session = testSession(tenant);
      const user = userEvent.setup();
      renderRoute(<ProfilePage />, { path: '/profile', session });
      await user.click(await screen.findByRole('button', { name: 'Edit profile' }));

      const first = screen.getByLabelText('First name');
      expect(first).toHaveValue('Asha');
      await user.clear(first);
      await user.type(first, 'Ashwini');
      await user.clear(screen.getByLabelText('Phone'));
      await user.type(screen.getByLabelText('Phone'), '91234 56789');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
      expect(url).toMatch(/\/trio\/users\/665f1c2b9d3e4a0012345678$/);
      expect(init.method).toBe('PATCH');
      expect(JSON.parse(String(init.body))).toEqual({
        firstName: 'Ashwini',
        middleName: '',
        lastName: 'Rao',
        phone: '91234 56789',
        address: '12 MG Road, Indiranagar, Bengaluru, Karnataka 560038',
      });

      answer(jsonResponse(edited));
      expect(await screen.findByRole('heading', { name: 'Ashwini Rao' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Your profile has been saved.');
      expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('+919123456789');
      expect(session.reload).toHaveBeenCalled();
    });

    it('checks the fields before sending, and Cancel leaves the record as it was', async () => {
      const fetchMock = vi.fn(async () => jsonResponse(storedProfile));
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
      await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
      await user.clear(screen.getByLabelText('First name'));
      await user.clear(screen.getByLabelText('Phone'));
      await user.type(screen.getByLabelText('Phone'), '12345');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('First name is required.')).toBeInTheDocument();
      expect(screen.getByText('Enter a 10-digit Indian mobile number.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
      expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('+919812345678');
    });

    it('keeps the form and says why when saving fails', async () => {
      vi.stubGlobal(
        'fetch',
        vi
          .fn()
          .mockResolvedValueOnce(jsonResponse(storedProfile))
          .mockResolvedValueOnce(
            jsonResponse(
              {
                code: 'VALIDATION_FAILED',
                detail: 'The request is not valid.',
                errors: [{ field: 'address', message: 'Address must be at most 300 characters.' }],
              },
              400,
            ),
          ),
      );
      const user = userEvent.setup();
      renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
      await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your profile.');
      expect(screen.getByText('Address must be at most 300 characters.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    });
  });

  describe('changing the password', () => {
    it('sends the current and new password and says other devices were signed out', async () => {
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(storedProfile))
        .mockResolvedValueOnce(new Response(null, { status: 204 }));
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
      await screen.findByRole('heading', { name: 'Change password' });
      await user.type(screen.getByLabelText('Current password'), 'Old-Monsoon-2026');
      await user.type(screen.getByLabelText('New password'), 'Harbour-Lights-42');
      await user.type(screen.getByLabelText('Confirm new password'), 'Harbour-Lights-42');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(
        await screen.findByText('Your password has been changed. Other devices have been signed out.'),
      ).toBeVisible();
      const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
      expect(url).toMatch(/\/trio\/auth\/password$/);
      expect(JSON.parse(String(init.body))).toEqual({
        currentPassword: 'Old-Monsoon-2026',
        newPassword: 'Harbour-Lights-42',
      });
    });

    it('shows a wrong current password under its field', async () => {
      vi.stubGlobal(
        'fetch',
        vi
          .fn()
          .mockResolvedValueOnce(jsonResponse(storedProfile))
          .mockResolvedValueOnce(
            jsonResponse({ code: 'INVALID_CREDENTIALS', detail: 'The current password is incorrect.' }, 401),
          ),
      );
      const user = userEvent.setup();
      renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
      await screen.findByRole('heading', { name: 'Change password' });
      await user.type(screen.getByLabelText('Current password'), 'not-it-at-all');
      await user.type(screen.getByLabelText('New password'), 'Harbour-Lights-42');
      await user.type(screen.getByLabelText('Confirm new password'), 'Harbour-Lights-42');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('The current password is incorrect.')).toBeVisible();
    });

    it('sends a Google-only account to the reset link instead', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ ...storedProfile, isEmailUser: false })),
      );
      renderRoute(<ProfilePage />, { path: '/profile', session: testSession({ ...tenant, isEmailUser: false }) });
      expect(await screen.findByRole('link', { name: 'ask for a password-reset link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    });
  });

  describe('in Hindi', () => {
    it('has a labelled language setting: choosing हिन्दी shows the profile in Hindi and remembers it', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(storedProfile)),
      );
      const user = userEvent.setup();
      renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
      await screen.findByRole('heading', { name: 'Asha Rao' });
      expect(screen.getByText('Language')).toBeVisible();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
      expect(await screen.findByRole('heading', { level: 1, name: 'आपकी प्रोफ़ाइल' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
      expect(localStorage.getItem(REMEMBERED_LANGUAGE_KEY)).toBe('hi');
      const valueOf = (label: string) => screen.getByText(label).nextElementSibling;
      expect(valueOf('भूमिका')).toHaveTextContent('किरायेदार');
      expect(valueOf('सदस्य कब से')).toHaveTextContent('मार्च 2024');
      expect(valueOf('जन्म तिथि')).toHaveTextContent(/^21 जुल.* 1994$/);
      expect(valueOf('लॉग इन का तरीका')).toHaveTextContent('ईमेल और पासवर्ड');
      expect(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    });

    it('says the form’s own checks and the server’s VALIDATION_FAILED fields in Hindi', async () => {
      await act(() => productText.show('hi'));
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(storedProfile))
        .mockResolvedValueOnce(
          jsonResponse(
            {
              code: 'VALIDATION_FAILED',
              detail: 'The request body is not valid.',
              errors: [{ field: 'address', message: 'Address must be at most 300 characters.', code: 'too_big' }],
            },
            400,
          ),
        );
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
      await user.click(await screen.findByRole('button', { name: 'प्रोफ़ाइल बदलें' }));

      // Checked here with the route's schema, whose words are English.
      await user.clear(screen.getByLabelText('पहला नाम'));
      await user.clear(screen.getByLabelText('फ़ोन'));
      await user.type(screen.getByLabelText('फ़ोन'), '12345');
      await user.click(screen.getByRole('button', { name: 'सेव करें' }));
      expect(screen.getByLabelText('पहला नाम')).toHaveAccessibleDescription('यह जानकारी ज़रूरी है।');
      expect(screen.getByLabelText('फ़ोन')).toHaveAccessibleDescription('10 अंकों का भारतीय मोबाइल नंबर लिखें।');
      expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      // Refused by the server.
      await user.type(screen.getByLabelText('पहला नाम'), 'Asha');
      await user.clear(screen.getByLabelText('फ़ोन'));
      await user.type(screen.getByLabelText('फ़ोन'), '98123 45678');
      await user.click(screen.getByRole('button', { name: 'सेव करें' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'आपकी प्रोफ़ाइल सेव नहीं हो सकी। दर्ज की गई कुछ जानकारी सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
      );
      expect(screen.getByLabelText('पता')).toHaveAccessibleDescription('ज़्यादा से ज़्यादा 300 अक्षर लिखें।');
      expect(screen.queryByText(/Address must be/)).not.toBeInTheDocument();
    });
  });
});
