import { useState } from 'react';
import placeholder from '../assets/podcast-placeholder.svg';

interface Props {
  src: string;
  alt: string;
  size: number;
  className?: string;
}

/** An episode cover; a broken image falls back to the generic placeholder. */
export function PodcastCover({ src, alt, size, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = failedSrc === src;
  return (
    <img
      className={className}
      src={broken ? placeholder : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-fallback={broken ? 'true' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
