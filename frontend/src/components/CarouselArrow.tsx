const PREVIOUS_ICON = '‹';
const NEXT_ICON = '›';

export interface CarouselArrowProps {
  direction: 'previous' | 'next';
  className: string;
  /** The accessible name, e.g. "Next photo". */
  label: string;
  onClick: () => void;
}

/** A carousel's previous or next button: a ‹ or › chevron hidden from assistive technology, named by `label`. */
export function CarouselArrow({ direction, className, label, onClick }: CarouselArrowProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{direction === 'previous' ? PREVIOUS_ICON : NEXT_ICON}</span>
    </button>
  );
}

/** The slide `next` lands on in a carousel of `count` slides that wraps around both ends. */
export function wrapIndex(next: number, count: number): number {
  return ((next % count) + count) % count;
}
