// The only hosts whose images the Next image optimizer (/_next/image) fetches. The site's own images are local
// (public/); blog posts may point at an image elsewhere: its host must be listed in IMAGE_HOSTS (comma-separated
// host names, e.g. `images.unsplash.com,res.cloudinary.com`) to be optimized. Any other host → /_next/image answers
// 400, so nobody can use the server as an open image proxy. A post image on an unlisted host is shown as is
// (a plain <img>, still https-only, see components/blog/post-image.tsx).

const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** The host names of IMAGE_HOSTS (lower-cased, invalid entries dropped). */
export function imageHosts(value: string | undefined = process.env.IMAGE_HOSTS): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => HOST_PATTERN.test(h));
}

/** `images.remotePatterns` of next.config.ts: https only, exactly the listed hosts. */
export function imageRemotePatterns(
  value?: string,
): { protocol: 'https'; hostname: string; pathname: string }[] {
  return imageHosts(value).map((hostname) => ({ protocol: 'https', hostname, pathname: '/**' }));
}

/** Whether the optimizer may fetch `src` (local paths always; remote ones only on a listed host over https). */
export function isOptimizableImage(src: string, value?: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && imageHosts(value).includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
