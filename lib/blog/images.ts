// The images of a post body: which ones the HTML policy keeps (lib/blog/sanitize.ts, on the server) and which of
// those lack an alt (the post form's warning, in the browser, where the sanitizer library is not loaded).

/** An image is kept only with an http(s) source (no data:, javascript: or relative URL). */
export const KEPT_IMAGE_SOURCE = /^https?:\/\//i;

/**
 * How many images of `html` have no alt attribute, among those the policy keeps: it renders them as decorative
 * (alt=""), so the editor is told before saving. An inert parsed document: nothing in it loads or runs. 0 where
 * there is no DOMParser (the server render of the form).
 */
export function imagesWithoutAlt(html: string): number {
  if (typeof DOMParser === 'undefined' || !/<img/i.test(html)) return 0;
  const images = new DOMParser().parseFromString(html, 'text/html').images;
  return [...images].filter(
    (img) => !img.hasAttribute('alt') && KEPT_IMAGE_SOURCE.test(img.getAttribute('src') ?? ''),
  ).length;
}
