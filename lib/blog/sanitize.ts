// The one HTML policy for post bodies, applied when a post is saved AND again when it is rendered (a row written by
// another tool, or an older policy, is still made safe). Allow-list: structure, emphasis, links, images, tables;
// everything else (script, style, iframe, forms, event handlers, inline styles, javascript:/data: URLs) is dropped.
import sanitizeHtml from 'sanitize-html';
import { frenchSpacing } from '@/lib/format/typography';
import { KEPT_IMAGE_SOURCE } from './images';

const CODE_TAGS = new Set(['code', 'pre', 'kbd']);

const TEXT_DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

/**
 * A well-formed BCP 47 language tag in its canonical case ('EN-gb' → 'en-GB'), or null. Its language is the usual two
 * or three letters: the syntax also admits 5–8 ('anglais'), which no screen reader knows.
 */
function languageTag(value: string | undefined): string | null {
  const tag = value?.trim() ?? '';
  if (!/^[a-z]{2,3}(-|$)/i.test(tag)) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: (
    'h2 h3 h4 h5 h6 p br hr div span ul ol li dl dt dd a img figure figcaption ' +
    'strong b em i u s mark small sub sup abbr blockquote q cite code pre kbd ' +
    'table caption thead tbody tfoot tr th td'
  ).split(' '),
  allowedAttributes: {
    // A passage in another language (a quote, an English term) is marked so screen readers and hyphenation switch
    // language (WCAG 3.1.2); every allowed tag holds text or names it (img's alt), so all may carry them. Their values
    // are checked in transformTags['*'].
    '*': ['lang', 'dir'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the only h1 of an article: a body h1 becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      // rel is ours to set: noopener noreferrer whenever the link opens a new tab.
      const { target, ...rest } = attribs;
      delete rest.rel;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
    // An image without alt is rendered as decorative (alt=""): a screen reader would otherwise read its file name. The
    // editor is told before saving (lib/blog/images.ts imagesWithoutAlt, in the post form), since it may carry
    // information that then reaches no one.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
    // Runs after the tag's own transform: a lang that is not a language tag is dropped (a screen reader given an
    // unknown language may fall silent or spell the passage out), so is a dir other than ltr, rtl or auto.
    '*': (tagName, attribs) => {
      if (!('lang' in attribs) && !('dir' in attribs)) return { tagName, attribs };
      const { lang, dir, ...rest } = attribs;
      const tag = languageTag(lang);
      const direction = dir?.trim().toLowerCase() ?? '';
      return {
        tagName,
        attribs: {
          ...rest,
          ...(tag ? { lang: tag } : {}),
          ...(TEXT_DIRECTIONS.has(direction) ? { dir: direction } : {}),
        },
      };
    },
  },
  // French typography of typed text: the space before ':', ';', '!', '?', '»' and after '«' becomes a no-break space
  // (a phone never wraps the sign alone); code keeps its spaces.
  textFilter: (text, tagName) => (CODE_TAGS.has(tagName) ? text : frenchSpacing(text)),
  // An image whose source is not an absolute http(s) URL (relative, data:, javascript: already stripped) is removed.
  exclusiveFilter: (frame) => frame.tag === 'img' && !KEPT_IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
