// The public shell's behaviour without React (issue 17, "less JavaScript"): one inline script of about 3.9 KB (1.3 KB gzipped), placed
// at the end of the shell, after the footer (nothing runs before the page's content is parsed), instead of four client
// components (header, desktop menu, mobile menu, cookie banner) that every public page used to download and hydrate.
// Listeners are delegated from `document` and installed once, so a shell rendered again by a client navigation keeps
// working. Behaviour is the same as the components had:
// - top bar: data-scrolled="true" past 10 px of scroll (translucent with blur, CSS in top-bar.tsx). The first reading
//   waits for the first frame: reading scrollY while the page is still being parsed forces a style and layout pass
//   over the half-parsed document (measured at 50–70 ms on the test machine, before the first paint);
// - links of the two menus: aria-current="page" for the current path (set when the script runs; after a client
//   navigation `NavCurrent` calls `__hmNav(pathname)`), the Forfaits button marked active on a package page;
// - Forfaits (desktop): a disclosure opened by click, Enter, Space or ArrowDown; ArrowDown/ArrowUp move through the
//   links, Escape closes it and gives the focus back to the button, a click or focus outside closes it;
// - burger (phone): toggles the panel, its label ('Ouvrir le menu' / 'Fermer le menu', from the button's
//   data-open-label / data-close-label in the page's language) and aria-expanded; any link closes it; Escape closes
//   it and, when the focus was in the panel (or nowhere), gives the focus back to the burger, as Forfaits does. It is
//   a disclosure, not a modal: like Forfaits it closes when the focus moves to an element outside the panel and its
//   button (Tab past « Réserver un VTC » went on into the page's fields, hidden under the open panel). A focus that
//   goes nowhere (the phone switching apps, a tap on plain text) leaves it open;
// - both menus close when the viewport crosses the `lg` breakpoint (64rem, desktop-nav.tsx / mobile-menu.tsx): a
//   panel left open on a tablet turned to landscape was out of reach and kept the cookie banner hidden;
// - language link (language-link.tsx): its href becomes the current page's twin from its `data-switch` map, or the
//   other language's home (`data-home`, also the server HTML's href) for a page without a twin, after every client
//   navigation too; followed to a twin, it keeps the page's query (the wizard's trip and package, a package form's
//   selection: both languages read the same names, lib/booking/prefill.ts) — on the wizard and beside the home
//   page's booking box, the query they keep on the document element (data-switch-query: the trip typed so far,
//   lib/booking/switch-query.ts), to the other home too;
// - cookie banner: server HTML `hidden`, shown when no choice is stored (or storage is unavailable); 'Accepter' /
//   'Refuser' store the choice in localStorage and hide the banner for good. When the focus was in the banner it goes
//   to the skip link's target (#contenu, tabindex -1, not scrolled to): hiding the focused button dropped it on BODY.
// A second run in the same document (a 404 reached by a client navigation loads /site-shell.js: shell-behaviour.tsx)
// does nothing at all: NavCurrent already gave the menus the new path, and a menu the visitor just opened stays open.
import { SWITCH_QUERY_ATTRIBUTE } from '@/lib/booking/switch-query';
import { COOKIE_BANNER_ID, COOKIE_CONSENT_KEY } from './cookie-consent';

export const SITE_HEADER_ID = 'site-header';
/** The skip link's target, the wrapper of the page's content (site-shell.tsx). */
export const CONTENT_ID = 'contenu';

const script = (
  headerId: string,
  bannerId: string,
  consentKey: string,
  contentId: string,
  switchAttr: string,
) => `(function(){
var d=document,w=window,h=d.getElementById('${headerId}');
function on(b){return !!b&&b.getAttribute('aria-expanded')==='true'}
function act(p,href){return href==='/'||href==='/en'?p===href:p===href||p.indexOf(href+'/')===0}
function all(s,r){return Array.prototype.slice.call((r||d).querySelectorAll(s))}
function menu(open){var b=d.querySelector('[data-menu-button]');if(!b)return;b.setAttribute('aria-expanded',String(open));
var l=d.getElementById(b.getAttribute('aria-controls'));if(l)l.hidden=!open}
function burger(open){var b=d.querySelector('[data-burger]');if(!b)return;b.setAttribute('aria-expanded',String(open));
b.setAttribute('aria-label',b.getAttribute(open?'data-close-label':'data-open-label'));var p=d.getElementById(b.getAttribute('aria-controls'));if(p)p.hidden=!open}
function nav(p){all('a[data-nav]').forEach(function(a){if(act(p,a.getAttribute('href')))a.setAttribute('aria-current','page');else a.removeAttribute('aria-current')});
var b=d.querySelector('[data-menu-button]');if(b)b.setAttribute('data-active',String(all('[data-menu-list] a[data-nav]').some(function(a){return act(p,a.getAttribute('href'))})));
all('a[data-switch]').forEach(function(a){try{var m=JSON.parse(a.getAttribute('data-switch'));a.setAttribute('href',m[p]||a.getAttribute('data-home'))}catch(x){}});
menu(false);burger(false)}
function scrolled(){if(h)h.setAttribute('data-scrolled',String(w.scrollY>10))}
if(w.__hmNav)return;
nav(location.pathname);w.requestAnimationFrame(scrolled);
var c=d.getElementById('${bannerId}');if(c){var k=null;try{k=localStorage.getItem('${consentKey}')}catch(x){}if(!k)c.hidden=false}
w.__hmNav=nav;
w.addEventListener('scroll',function(){h=d.getElementById('${headerId}');scrolled()},{passive:true});
function items(){return all('[data-menu-list] a')}
function focusItem(i){var l=items();if(l.length)l[(i+l.length)%l.length].focus()}
d.addEventListener('click',function(e){var t=e.target.closest?e.target:e.target.parentElement;if(!t)return;
var s=t.closest('a[data-switch]');var y=d.documentElement.getAttribute('${switchAttr}');if(s&&(s.getAttribute('href')!==s.getAttribute('data-home')||y!==null)){var u=y===null?location.search:y?'?'+y:'';
s.setAttribute('href',s.getAttribute('href').split('?')[0]+u)}
var b=t.closest('[data-menu-button]');if(b){menu(!on(b));return}
if(t.closest('[data-menu-list] a'))menu(false);
var g=t.closest('[data-burger]');if(g){burger(!on(g));return}
if(t.closest('[data-burger-panel] a'))burger(false);
var c=t.closest('[data-consent]');if(c){try{localStorage.setItem('${consentKey}',c.getAttribute('data-consent'))}catch(x){}
var n=d.getElementById('${bannerId}');if(n){var f=n.contains(d.activeElement);n.hidden=true;var m=d.getElementById('${contentId}');if(f&&m)m.focus({preventScroll:true})}}});
d.addEventListener('pointerdown',function(e){var r=d.querySelector('[data-menu]');if(r&&!r.contains(e.target))menu(false)});
d.addEventListener('focusout',function(e){var t=e.target,n=e.relatedTarget,r=t.closest&&t.closest('[data-menu]');if(r&&!r.contains(n))menu(false);
r=t.closest&&t.closest('[data-burger-root]');if(r&&n&&!r.contains(n)&&on(r.querySelector('[data-burger]')))burger(false)});
var q=w.matchMedia&&w.matchMedia('(min-width:64rem)');if(q&&q.addEventListener)q.addEventListener('change',function(){menu(false);burger(false)});
d.addEventListener('keydown',function(e){var b=d.querySelector('[data-menu-button]'),r=e.target.closest&&e.target.closest('[data-menu]');
if(e.key==='Escape'){var g=d.querySelector('[data-burger]'),a=d.activeElement;if(on(g)){var p=d.getElementById(g.getAttribute('aria-controls'));
if(!a||a===d.body||p&&p.contains(a))g.focus();burger(false)}
if(r&&on(b)){menu(false);b.focus()}return}
if(!r)return;var l=items(),i=l.indexOf(d.activeElement),open=on(b);
if(e.key==='ArrowDown'){e.preventDefault();if(!open)menu(true);focusItem(i+1)}
else if(e.key==='ArrowUp'&&open){e.preventDefault();focusItem(i<=0?-1:i-1)}})
})()`;

/** The inline script of the public shell (ids from the components that render the elements it drives). */
export const shellScript = script(
  SITE_HEADER_ID,
  COOKIE_BANNER_ID,
  COOKIE_CONSENT_KEY,
  CONTENT_ID,
  SWITCH_QUERY_ATTRIBUTE,
);
