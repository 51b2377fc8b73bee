// "Nothing covers what you need" (WCAG 2.2 — 2.4.11 Focus Not Obscured): a few hundred bytes of plain script, inlined
// at the end of the public shell (no React, nothing to hydrate), that keeps the two fixed layers out of the way.
// - The floating WhatsApp button hides while a form field has focus (the phone keyboard is up), while the mobile menu
//   or a dialog is open, and whenever a control (button, link, field, suggestion list, table row…) lies under it.
// - The cookie banner hides while a form field has focus or the menu is open, and when the focused element lies
//   under it the page scrolls it into view above the banner. While it shows, the page gets bottom padding of its
//   height, so everything under it can still be scrolled into view and used. The scroll answers a keyboard focus move
//   only (`:focus-visible` on the element that just received focus): a tap that focuses a button half under the
//   banner must not move the page between press and release (the tap would be lost), and the visitor's own
//   scrolling is never undone. "Shows" is read from its rectangles: `offsetParent` is always null for a fixed
//   element (it made the guard think the banner was never shown).
// - While a pointer is pressed, a hidden layer stays hidden until it is released: pressing a button just below a
//   field moves the focus out of the field, and a layer that came back under the pointer between press and release
//   took the release, so the click was lost (a desktop visitor's first click on "Suivant" after typing did nothing).
// - Installed once per document: the 404 and error pages run it a second time from /site-shell.js (shell-behaviour.tsx).
import { COOKIE_BANNER_ID } from './cookie-consent';

export const WHATSAPP_BUTTON_ID = 'whatsapp-floating';

const script = (bannerId: string, buttonId: string) => `(function(){
var d=document,w=window,q=0,f=null,p=0;if(w.__hmGuard)return;w.__hmGuard=1;
var FIELD='input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]),textarea,select,[contenteditable=true]';
var CONTROL='a,button,input,select,textarea,label,summary,[role=listbox],[role=option],[role=button],tr,th,td';
function shown(e){return !!e&&e.style.display!=='none'&&e.getClientRects().length>0}
function hide(e,h){if(e&&(h||!p))e.style.visibility=h?'hidden':''}
function up(){p=0;later()}
function kb(e){try{return e.matches(':focus-visible')}catch(x){return true}}
function over(r,s){return r.left<s.right&&r.right>s.left&&r.top<s.bottom&&r.bottom>s.top}
function blocked(b){var r=b.getBoundingClientRect(),p=[[.5,.5],[.15,.15],[.85,.15],[.15,.85],[.85,.85]];
for(var i=0;i<p.length;i++){var x=r.left+r.width*p[i][0],y=r.top+r.height*p[i][1];
var l=d.elementsFromPoint(x,y);for(var j=0;j<l.length;j++){var e=l[j];if(e===b||b.contains(e))continue;
var c=e.closest(CONTROL);if(c&&!c.closest('#${bannerId}'))return true}}return false}
function update(){q=0;var m=f;f=null;var a=d.activeElement,b=d.getElementById('${buttonId}'),c=d.getElementById('${bannerId}');
var typing=!!(a&&a.matches&&a.matches(FIELD));
var menu=!!d.querySelector('[data-burger-panel]:not([hidden]),[role=dialog][data-state=open],[role=alertdialog]');
var bannerOn=shown(c);
if(c){hide(c,typing||menu);d.body.style.paddingBottom=bannerOn?c.offsetHeight+24+'px':'';
if(bannerOn&&!typing&&!menu&&m&&m===a&&!c.contains(a)&&kb(a)){var r=a.getBoundingClientRect(),s=c.getBoundingClientRect();
if(over(r,s))w.scrollBy(0,r.bottom-s.top+16)}}
if(b){hide(b,false);hide(b,typing||menu||blocked(b))}}
function later(){if(!q)q=w.requestAnimationFrame(update)}
w.addEventListener('scroll',later,{passive:true});w.addEventListener('resize',later);
d.addEventListener('focusin',function(e){f=e.target;later()});d.addEventListener('focusout',later);d.addEventListener('click',later);
d.addEventListener('pointerdown',function(){p=1},true);d.addEventListener('pointerup',up,true);d.addEventListener('pointercancel',up,true);
new MutationObserver(later).observe(d.body,{subtree:true,childList:true,attributes:true,attributeFilter:['hidden','style','data-state','aria-expanded']});
later()})()`;

/** The inline guard for the public shell; ids come from the components that render the two layers. */
export const floatingGuard = script(COOKIE_BANNER_ID, WHATSAPP_BUTTON_ID);
