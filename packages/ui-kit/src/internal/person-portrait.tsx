import type { ImageSource } from '../image/image-source';
import { initials } from './initials';
import { ResponsiveImage } from './responsive-image';

/** A person's picture, or their initials when there is no picture at all. */
export function PersonPortrait({
  image,
  name,
  className,
}: {
  image: ImageSource | undefined;
  name: string;
  className: string;
}) {
  if (image) return <ResponsiveImage image={image} className={className} />;
  return (
    <span className={`${className} coaz-portrait-initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
