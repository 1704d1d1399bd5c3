import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (and from then on), so content below the fold
 * (maps, lists of cards) is built only when the reader gets near it. True at once when `enabled` is false or the
 * browser has no IntersectionObserver (and in jsdom).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  options: { enabled?: boolean; rootMargin?: string } = {},
) {
  const { enabled = true, rootMargin = '200px' } = options;
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);

  return near;
}
