import { useEffect, useRef } from 'react';

export interface WindowScroll {
  scrollY: number;
  innerHeight: number;
}

/**
 * Calls `onScroll` with the window's scroll position on mount, on every scroll and on resize. The listener is
 * passive and the latest callback is always used, so callers may pass an inline function.
 */
export function useWindowScroll(onScroll: (scroll: WindowScroll) => void): void {
  const callback = useRef(onScroll);
  useEffect(() => {
    callback.current = onScroll;
  });
  useEffect(() => {
    const report = () => callback.current({ scrollY: window.scrollY, innerHeight: window.innerHeight });
    report();
    window.addEventListener('scroll', report, { passive: true });
    window.addEventListener('resize', report);
    return () => {
      window.removeEventListener('scroll', report);
      window.removeEventListener('resize', report);
    };
  }, []);
}
