import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/render';
import { LocationSearchForm } from './LocationSearchForm';

describe('LocationSearchForm', () => {
  it('asks for a location when the trimmed text is empty, and clears the message when the user types', async () => {
    const { router } = renderRoute(<LocationSearchForm />);
    const input = screen.getByRole('searchbox', { name: 'Location' });
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a location');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');

    await userEvent.type(input, 'K');
    expect(screen.queryByText('Please enter a location')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('goes to /search?q=<trimmed text>', async () => {
    const { router } = renderRoute(<LocationSearchForm />, { routes: [{ path: '/search', element: <p>results</p> }] });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Location' }), '  HSR Layout, Bengaluru {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('HSR Layout, Bengaluru');
  });
});
