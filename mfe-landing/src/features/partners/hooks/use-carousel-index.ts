import { useEffect, useState } from 'react';
import { nextPartnerIndex, PARTNER_CAROUSEL } from '@law/contracts';

/** The first visible logo, advancing every 4 s and wrapping to the start; holds still while paused. */
export function useCarouselIndex(perView: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex((i) => Math.min(i, Math.max(0, PARTNER_CAROUSEL.logos - perView)));
  }, [perView]);
  useEffect(() => {
    if (paused) return;
    const id = setInterval(() => setIndex((i) => nextPartnerIndex(i, perView)), PARTNER_CAROUSEL.intervalMs);
    return () => clearInterval(id);
  }, [perView, paused]);
  return index;
}
