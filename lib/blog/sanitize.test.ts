import { sanitizePostHtml } from './sanitize';

describe('sanitizePostHtml keeps the article markup', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes, code and tables', () => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><p>Un <strong>texte</strong> <em>mis</em> en <b>valeur</b>.</p>' +
      '<ul><li>un</li></ul><ol start="3"><li>trois</li></ol><blockquote>Citation</blockquote>' +
      '<pre><code>const a = 1;</code></pre>' +
      '<table><caption>Tarifs</caption><thead><tr><th scope="col">Trajet</th></tr></thead>' +
      '<tbody><tr><td colspan="2">Orly</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('puts a no-break space before : ; ! ? » and after « in typed text, never in code', () => {
    expect(
      sanitizePostHtml(
        '<h2>Nos engagements qualité : ponctualité</h2><p>Et pour les voyages d’affaires ? « Oui »  ! ' +
          'Voir https://example.fr à 10:30 ; <a href="/contact">écrivez-nous !</a></p>' +
          '<pre><code>a ? b : c;</code></pre>',
      ),
    ).toBe(
      '<h2>Nos engagements qualité\u00a0: ponctualité</h2><p>Et pour les voyages d’affaires\u00a0? «\u00a0Oui\u00a0»\u00a0! ' +
        'Voir https://example.fr à 10:30\u00a0; <a href="/contact">écrivez-nous\u00a0!</a></p>' +
        '<pre><code>a ? b : c;</code></pre>',
    );
  });

  it('keeps http(s), mailto and relative links', () => {
    const html =
      '<p><a href="https://example.com/a?b=1&amp;c=2">web</a> <a href="http://example.com">http</a> ' +
      '<a href="mailto:contact@example.com">mail</a> <a href="/reservation">réserver</a> ' +
      '<a href="#faq">ancre</a></p>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and drops any other rel', () => {
    expect(sanitizePostHtml('<a href="https://x.fr" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.fr" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="/a" target="_self" rel="opener">a</a>')).toBe('<a href="/a">a</a>');
  });

  it('keeps https images with their alt text, lazily loaded', () => {
    expect(sanitizePostHtml('<img src="https://cdn.example.com/orly.jpg" alt="Orly">')).toBe(
      '<img src="https://cdn.example.com/orly.jpg" alt="Orly" loading="lazy" decoding="async" />',
    );
  });

  it('renders an image without alt as decorative (alt=""), and keeps an explicit empty alt', () => {
    expect(sanitizePostHtml('<img src="https://cdn.example.com/orly.jpg">')).toBe(
      '<img src="https://cdn.example.com/orly.jpg" alt="" loading="lazy" decoding="async" />',
    );
    expect(sanitizePostHtml('<img src="https://cdn.example.com/orly.jpg" alt="">')).toBe(
      '<img src="https://cdn.example.com/orly.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('keeps lang and dir on text, so a passage in another language is read in it', () => {
    const html =
      '<p>Le chauffeur vous attend avec un panneau <span lang="en">Meet and greet</span>.</p>' +
      '<blockquote lang="en-GB"><p>On time.</p></blockquote>' +
      '<p lang="ar" dir="rtl">مرحبا</p><ul lang="de"><li>Flughafen</li></ul><h2 dir="auto">Titre</h2>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('writes a language tag in its canonical case and keeps lang after the tag’s own changes', () => {
    expect(sanitizePostHtml('<q lang="EN-gb">Hello</q>')).toBe('<q lang="en-GB">Hello</q>');
    expect(sanitizePostHtml('<h1 lang="en">Title</h1>')).toBe('<h2 lang="en">Title</h2>');
    expect(sanitizePostHtml('<a href="/a" lang="en" target="_blank">a</a>')).toBe(
      '<a href="/a" target="_blank" rel="noopener noreferrer" lang="en">a</a>',
    );
  });

  it('drops a lang that is not a language tag and a dir that is not ltr, rtl or auto', () => {
    expect(
      sanitizePostHtml(
        '<p lang="anglais">a</p><p lang="">b</p><p lang="en_GB">c</p><p lang="&quot;x">d</p><p dir="up">e</p>',
      ),
    ).toBe('<p>a</p><p>b</p><p>c</p><p>d</p><p>e</p>');
  });

  it('turns a body h1 into an h2 (the article title is the h1)', () => {
    expect(sanitizePostHtml('<h1>Titre</h1>')).toBe('<h2>Titre</h2>');
  });
});

describe('sanitizePostHtml removes what could run code', () => {
  it('strips <script> and <style> with their content', () => {
    const out = sanitizePostHtml('<p>Bonjour</p><script>alert(1)</script><style>p{display:none}</style>');
    expect(out).toBe('<p>Bonjour</p>');
  });

  it('strips event handlers such as onerror= and onclick=', () => {
    const out = sanitizePostHtml(
      '<img src="https://example.com/a.png" onerror="alert(1)"><p onclick="alert(2)">x</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('<img src="https://example.com/a.png"');
  });

  it('removes the classic <img src=x onerror=alert(1)> entirely (no http(s) source)', () => {
    expect(sanitizePostHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('drops javascript: URLs in any spelling, and data: images', () => {
    const out = sanitizePostHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a>' +
        '<a href="&#106;avascript:alert(1)">c</a><a href="java\nscript:alert(1)">d</a>' +
        '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">',
    );
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a>');
  });

  it('removes iframes, objects, forms, svg, inline styles and classes', () => {
    const out = sanitizePostHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input name="a"></form>' +
        '<svg onload="alert(1)"></svg><p style="position:fixed" class="overlay">texte</p>',
    );
    expect(out).toBe('<p>texte</p>');
  });

  it('refuses protocol-relative links', () => {
    expect(sanitizePostHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });
});
