import { getImageProps } from 'next/image';
import { isOptimizableImage } from '@/lib/config/image-hosts';

/**
 * A post's image through the Next image optimizer (responsive srcset, sized by its container), rendered as a plain
 * <img>: `getImageProps` keeps the blog pages free of the client-side <Image> component's JavaScript.
 * alt="" — there is no alt-text field and the post title sits right next to the image.
 */
export function PostImage({ src, sizes, eager = false }: { src: string; sizes: string; eager?: boolean }) {
  const { props } = getImageProps({
    src,
    alt: '',
    fill: true,
    sizes,
    className: 'object-cover',
    // A host outside IMAGE_HOSTS is not fetched by our optimizer (it would answer 400): the browser loads it itself.
    unoptimized: !isOptimizableImage(src),
    loading: eager ? 'eager' : 'lazy',
    ...(eager ? { fetchPriority: 'high' as const } : {}),
  });
  // eslint-disable-next-line @next/next/no-img-element -- optimized by getImageProps above
  return <img {...props} alt="" />;
}
