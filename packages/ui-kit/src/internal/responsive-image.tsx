import type { ImageSource } from '../image/image-source';

interface ResponsiveImageProps {
  image: ImageSource;
  className?: string;
  /** Lazy unless the image is the first thing people see (the hero). */
  eager?: boolean;
}

/** An `<img>` with explicit dimensions, lazy loading and async decoding by default. */
export function ResponsiveImage({ image, className, eager = false }: ResponsiveImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      className={className}
      style={image.objectPosition ? { objectPosition: image.objectPosition } : undefined}
    />
  );
}
