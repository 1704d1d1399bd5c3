import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { productText } from '../i18n/catalogues';
import { REMEMBERED_LANGUAGE_KEY } from '../i18n/remembered-language';
import { useText } from '../i18n/use-text';
import { ownUserAnswer } from '../test/api-answers';
import { problemAnswer, stubRoutes } from '../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../test/render';
import { useAccountLanguage } from './account-language';

function HomeLink() {
  useAccountLanguage();
  return <p>{useText()('shell.nav.home')}</p>;
}

const patchPath = `PATCH /trio/users/${tenant._id}`;

describe("the account's language", () => {
  it('turns the product to the language the account keeps when its person signs in, and remembers it here', async () => {
    const requests = stubRoutes({});
    renderRoute(<HomeLink />, { session: testSession({ ...tenant, language: 'hi' }) });
    expect(await screen.findByText('होम')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(REMEMBERED_LANGUAGE_KEY)).toBe('hi');
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('gives an account without a language the one chosen in this browser before signing in', async () => {
    await act(() => productText.show('hi'));
    const requests = stubRoutes({ [patchPath]: ownUserAnswer({ ...tenant, language: 'hi' }) });
    renderRoute(<HomeLink />, { session: testSession({ ...tenant, language: null }) });
    await waitFor(() =>
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'PATCH', path: patchPath.slice(6), body: { language: 'hi' } }),
      ),
    );
    expect(screen.getByText('होम')).toBeInTheDocument();
  });

  it('leaves an account without a language alone while the browser shows English', async () => {
    const requests = stubRoutes({});
    renderRoute(<HomeLink />, { session: testSession({ ...tenant, language: null }) });
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("saves a signed-in person's choice from the switch on their account, and re-reads their record", async () => {
    const user = userEvent.setup();
    const requests = stubRoutes({ [patchPath]: ownUserAnswer({ ...tenant, language: 'hi' }) });
    const session = testSession({ ...tenant, language: null });
    renderRoute(<LanguageSwitch />, { session });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await waitFor(() => expect(session.reload).toHaveBeenCalled());
    expect(requests).toEqual([
      expect.objectContaining({ method: 'PATCH', path: patchPath.slice(6), body: { language: 'hi' } }),
    ]);
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });

  it('says so when the account could not keep the choice (the page still changes)', async () => {
    const user = userEvent.setup();
    stubRoutes({ [patchPath]: problemAnswer(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.') });
    renderRoute(<LanguageSwitch />, { session: testSession({ ...tenant, language: null }) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यहाँ हिन्दी में दिख रहा है, पर आपके खाते में यह पसंद सेव नहीं हो सकी। बाद में फिर से कोशिश करें।',
    );
  });

  it('does not save the choice of a visitor anywhere but this browser', async () => {
    const user = userEvent.setup();
    const requests = stubRoutes({});
    renderRoute(<LanguageSwitch />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_LANGUAGE_KEY)).toBe('hi'));
    expect(requests).toEqual([]);
  });
});
