import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useIndiaDates } from './india-dates';

function datesIn(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={{}}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useIndiaDates(), { wrapper }).result.current;
}

describe('useIndiaDates', () => {
  it('says the day in India, the time in IST and the month, English with its short month', () => {
    const dates = datesIn('en-IN');
    expect(dates.date('2026-11-27')).toBe('27 Nov 2026');
    expect(dates.date('2026-11-26T20:00:00Z')).toBe('27 Nov 2026');
    expect(dates.dateTime('2026-11-26T20:00:00Z')).toBe('27 Nov 2026, 1:30 am IST');
    expect(dates.month('2027-01')).toBe('January 2027');
    expect(dates.date('not a date')).toBe('not a date');
  });

  it('names the month in full in Hindi, without joining words around the time', () => {
    const dates = datesIn('hi-IN');
    expect(dates.date('2026-11-27')).toBe('27 नवंबर 2026');
    expect(dates.dateTime('2026-11-26T20:00:00Z')).toBe('27 नवंबर 2026, 1:30 am IST');
    expect(dates.month('2027-01')).toBe('जनवरी 2027');
  });
});
