// The one HTML policy for post bodies, applied when a post is saved AND again when it is rendered (a row written by
// another tool, or an older policy, is still made safe). Allow-list: structure, emphasis, links, images, tables;
// everything else (script, style, iframe, forms, event handlers, inline styles, javascript:/data: URLs) is dropped.
import sanitizeHtml from 'sanitize-html';
import { frenchSpacing } from '@/lib/format/typography';

const HTTP_URL = /^https?:\/\//i;
const CODE_TAGS = new Set(['code', 'pre', 'kbd']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: (
    'h2 h3 h4 h5 h6 p br hr div span ul ol li dl dt dd a img figure figcaption ' +
    'strong b em i u s mark small sub sup abbr blockquote q cite code pre kbd ' +
    'table caption thead tbody tfoot tr th td'
  ).split(' '),
  allowedAttributes: {
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
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
  // French typography of typed text: the space before ':', ';', '!', '?', '»' and after '«' becomes a no-break space
  // (a phone never wraps the sign alone); code keeps its spaces.
  textFilter: (text, tagName) => (CODE_TAGS.has(tagName) ? text : frenchSpacing(text)),
  // An image whose source is not an absolute http(s) URL (relative, data:, javascript: already stripped) is removed.
  exclusiveFilter: (frame) => frame.tag === 'img' && !HTTP_URL.test(frame.attribs.src ?? ''),
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
