import { Image, type ImageProps } from '@mantine/core';
import { useStoredImageUrl } from '@/lib/use-stored-image-url';

/** A neutral grey picture frame shown while an image loads, or instead of one that failed. */
const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90">' +
    '<rect width="120" height="90" fill="#f1f3f5"/>' +
    '<path d="M42 60l12-15 9 11 6-7 9 11z" fill="#ced4da"/>' +
    '<circle cx="70" cy="36" r="5" fill="#ced4da"/></svg>',
)}`;

type Props = Omit<ImageProps, 'src' | 'fallbackSrc'> & {
  /** A stored path: public, or a private upload the token is needed for. */
  path: string;
  alt: string;
};

/** A stored image of ours, public or private (see useStoredImageUrl), with a placeholder. */
export function StoredImage({ path, alt, ...props }: Props) {
  const src = useStoredImageUrl(path);
  return <Image src={src} fallbackSrc={PLACEHOLDER} alt={alt} {...props} />;
}
