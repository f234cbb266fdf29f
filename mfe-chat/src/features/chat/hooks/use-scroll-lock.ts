import { useLayoutEffect } from 'react';

/** Locks page scrolling while mounted (also on iOS) and puts the page back where it was on unmount. */
export function useScrollLock(): void {
  useLayoutEffect(() => {
    const { body } = document;
    const y = window.scrollY;
    const previous = { position: body.style.position, top: body.style.top, left: body.style.left, right: body.style.right, overflow: body.style.overflow };
    body.style.position = 'fixed';
    body.style.top = `-${y}px`;
    body.style.left = '0';
    body.style.right = '0';
    body.style.overflow = 'hidden';
    return () => {
      Object.assign(body.style, previous);
      window.scrollTo(0, y);
    };
  }, []);
}
