import { useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/use-text';
import { Dialog } from './Dialog';
import './ImageCarouselDialog.css';

export interface CarouselImage {
  src: string;
  thumbnailSrc: string;
  alt: string;
}

interface ImageCarouselDialogProps {
  images: readonly CarouselImage[];
  /** The image shown first. */
  startIndex?: number;
  title: string;
  onClose(): void;
}

/**
 * Images one at a time in a dialog (spec 001 §2, the listing request's carousel): previous and next buttons that wrap
 * around, thumbnails to jump, "n of m", ← and → keys, Escape closes; focus stays inside (the Dialog's trap) and the
 * image change is announced.
 */
export function ImageCarouselDialog({ images, startIndex = 0, title, onClose }: ImageCarouselDialogProps) {
  const t = useText();
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const regionRef = useRef<HTMLDivElement>(null);
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!regionRef.current?.closest('[role="dialog"]')?.contains(document.activeElement)) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(1);
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  const current = images[index];
  return (
    <Dialog open onClose={onClose} size="large" title={title}>
      <div ref={regionRef} className="carousel" aria-roledescription="carousel">
        {current ? (
          <figure
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={t('common.carousel.position', { position: index + 1, count })}
          >
            <img src={current.src} alt={current.alt} />
            <figcaption aria-live="polite">{t('common.carousel.position', { position: index + 1, count })}</figcaption>
          </figure>
        ) : (
          <p>{t('common.carousel.noImages')}</p>
        )}
        <div className="carousel__controls">
          <button type="button" className="button button--secondary" onClick={() => go(-1)} disabled={count < 2}>
            {t('common.carousel.previousImage')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => go(1)} disabled={count < 2}>
            {t('common.carousel.nextImage')}
          </button>
        </div>
        <ul className="carousel__thumbnails" aria-label={t('common.carousel.thumbnails')}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="carousel__thumbnail"
                aria-label={t('common.carousel.showImage', { position: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumbnailSrc} alt="" width={64} height={48} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
