import { act, fireEvent, screen, within } from '@testing-library/react';
import { productText } from '../../i18n/catalogues';
import { renderRoute, tenant, testSession } from '../../test/render';
import { HomePage } from './HomePage';

function renderHome() {
  return renderRoute(<HomePage />, { routes: [{ path: '/search', element: <p>results</p> }] });
}

function scrollTo(scrollY: number, innerHeight = 800) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: innerHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: scrollY });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function currentTestimonial() {
  const section = screen.getByRole('heading', { name: 'What our renters and owners say' }).closest('section')!;
  return within(section).getByRole('group');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  scrollTo(0);
});

describe('HomePage', () => {
  it('shows the slogan, the mission with four values and the promises', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Find a home you'll love");
    for (const value of ['Quality', 'Trust and transparency', 'Seamless experience', 'Community']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    for (const promise of [
      'Verified listings',
      'Photos that match',
      'Safe payments',
      'Full refund within 48 hours',
      'Maintenance, handled promptly',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: promise })).toBeInTheDocument();
    }
    expect(screen.getByText(/within 48 hours of moving in and get a full refund, no questions asked/)).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('validates the location search and clears the message when the user types', () => {
    const { router } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a location');
    const input = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(input, { target: { value: ' Indiranagar ' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=Indiranagar');
  });

  it('advances the testimonials every 5000 ms and wraps around', () => {
    vi.useFakeTimers();
    renderHome();
    expect(currentTestimonial()).toHaveAccessibleName('1 of 5');
    expect(within(currentTestimonial()).getByText('Priya Menon')).toBeInTheDocument();
    expect(within(currentTestimonial()).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(currentTestimonial()).toHaveAccessibleName('1 of 5');
    act(() => vi.advanceTimersByTime(1));
    expect(currentTestimonial()).toHaveAccessibleName('2 of 5');
    expect(within(currentTestimonial()).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    for (const expected of ['3 of 5', '4 of 5', '5 of 5', '1 of 5']) {
      act(() => vi.advanceTimersByTime(5000));
      expect(currentTestimonial()).toHaveAccessibleName(expected);
    }
  });

  it('wraps with the previous and next arrows', () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentTestimonial()).toHaveAccessibleName('5 of 5');
    expect(within(currentTestimonial()).getByText('Fatima Sheikh')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentTestimonial()).toHaveAccessibleName('1 of 5');
  });

  it('stops rotating while hovered and when paused', () => {
    vi.useFakeTimers();
    renderHome();
    const section = screen.getByRole('heading', { name: 'What our renters and owners say' }).closest('section')!;
    fireEvent.mouseEnter(section);
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentTestimonial()).toHaveAccessibleName('1 of 5');
    fireEvent.mouseLeave(section);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentTestimonial()).toHaveAccessibleName('2 of 5');

    const pause = screen.getByRole('button', { name: 'Pause testimonials' });
    fireEvent.click(pause);
    fireEvent.blur(pause);
    fireEvent.mouseLeave(section);
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentTestimonial()).toHaveAccessibleName('2 of 5');
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('"Let\'s get started" scrolls to the search form and focuses the location input after 500 ms', () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: "Let's get started" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    const input = screen.getByRole('combobox', { name: 'Location' });
    act(() => vi.advanceTimersByTime(499));
    expect(input).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveFocus();
  });

  it('fades the discover heading in from 0 to 1 over the strip height of scrolling', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 400 } as DOMRect);
    renderHome();
    const heading = screen.getByRole('heading', { name: 'Discover homes across India' });
    expect(Number(heading.style.opacity)).toBe(0);
    scrollTo(100);
    expect(Number(heading.style.opacity)).toBe(0.25);
    scrollTo(200);
    expect(Number(heading.style.opacity)).toBe(0.5);
    scrollTo(400);
    expect(Number(heading.style.opacity)).toBe(1);
    scrollTo(1200);
    expect(Number(heading.style.opacity)).toBe(1);
  });

  it('sets the selling-points background by the rounded scroll position in viewport heights', () => {
    renderHome();
    const section = screen.getByRole('heading', { name: 'Renting, the way it should be' }).closest('section')!;
    expect(section).toHaveAttribute('data-tone', 'light');
    scrollTo(2.6 * 800);
    expect(section).toHaveAttribute('data-tone', 'dark');
    expect(section).toHaveClass('selling-points--dark');
    scrollTo(4 * 800);
    expect(section).toHaveAttribute('data-tone', 'dark');
    scrollTo(4.5 * 800);
    expect(section).toHaveAttribute('data-tone', 'light');
    scrollTo(3 * 800);
    expect(section).toHaveAttribute('data-tone', 'dark');
    scrollTo(1.6 * 800);
    expect(section).toHaveAttribute('data-tone', 'light');
    scrollTo(0);
    expect(section).toHaveAttribute('data-tone', 'light');
  });

  it('greets a signed-in user by display name, or by e-mail when there is none; a visitor is not greeted', () => {
    const { unmount } = renderRoute(<HomePage />, { session: testSession(tenant) });
    expect(screen.getByText('Welcome, Asha Rao')).toBeInTheDocument();
    unmount();
    const other = renderRoute(<HomePage />, { session: testSession({ ...tenant, displayName: '' }) });
    expect(screen.getByText('Welcome, asha.rao@example.in')).toBeInTheDocument();
    other.unmount();
    renderHome();
    expect(screen.queryByText(/^Welcome,/)).not.toBeInTheDocument();
  });

  describe('in Hindi', () => {
    it('greets, sells and quotes in Hindi', async () => {
      await productText.show('hi');
      renderRoute(<HomePage />, { session: testSession(tenant) });
      expect(screen.getByText('स्वागत है, Asha Rao')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'ऐसा घर खोजें जो आपको पसंद आए, सिर्फ़ रहने की जगह नहीं।',
      );
      expect(screen.getByRole('heading', { level: 2, name: 'हमारा मिशन' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: '48 घंटे में पूरा रिफ़ंड' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'चित्र: लाल छत और ताड़ के पेड़ वाला विला' })).toBeInTheDocument();
      const section = screen
        .getByRole('heading', { name: 'हमारे किरायेदार और मकान-मालिक क्या कहते हैं' })
        .closest('section')!;
      const slide = within(section).getByRole('group', { name: '5 में से 1' });
      expect(within(slide).getByRole('img', { name: '5 में से 5 रेटिंग' })).toBeInTheDocument();
      expect(slide).toHaveTextContent('Priya Menon, बेंगलुरु');
      expect(within(section).getByRole('button', { name: 'अगली राय' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'चलिए, शुरू करें' })).toBeInTheDocument();
    });
  });
});
