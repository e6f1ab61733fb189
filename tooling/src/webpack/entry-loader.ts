import { OPENS_STATE_ATTRIBUTE } from 'shared-events/command-controls';
import {
  EARLY_OVERLAY_ATTRIBUTE, EARLY_SUBMITTED_ATTRIBUTE, EARLY_TAP_REPLAY, EARLY_VIEW_ATTRIBUTE, EARLY_VIEW_CLOSED_EVENT, EARLY_VIEW_SHOW,
  FIRST_SCREEN_IMAGE_TIMING,
} from 'shared-events/first-screen';

/** The controls a press on is kept from React until it has hydrated them. */
const PRESSED_CONTROLS = 'button,input,select,textarea';
/** The fields whose click changes nothing React keeps (a checkbox's click is its change). */
const CLICKED_FIELDS = 'select,textarea,input:not([type=checkbox]):not([type=radio])';
/**
 * The events of a press on which React hydrates the part of the page they reach at once, in the event (of react-dom's
 * `discreteReplayableEvents`). A key, a character typed, a change and a click on a checkbox still reach React: it
 * takes what they change into its state as it hydrates, and nothing typed or chosen is lost.
 */
const REACT_PRESS_EVENTS = ['pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'touchcancel', 'auxclick', 'dblclick', 'contextmenu'];

/**
 * The page's own start of the host's entry, written into the HTML in place of `<script defer>`
 * (docs/decisions/013). Once the page has painted its first content, it adds the entry's
 * `<script>` and a preload of each boot file (the chunks the entry would only ask for after it has
 * downloaded and run), so they download side by side, and none of them takes bandwidth or the main
 * thread from the prerendered text before it is painted; a first screen's eager images
 * (`fetchpriority="high"`) are let load and be shown first as well. A page with nothing to paint (the shell's
 * empty root), a tab that is not shown (it paints nothing) or a browser without paint timing starts
 * them at DOMContentLoaded, and a page that has not painted within a second starts them then.
 *
 * A tap on a button before the page is hydrated would do nothing (its handler is not there yet): the
 * loader takes it instead. The button shows it is busy at once (`aria-busy`, styled by the page),
 * and the entry starts if it has not. Once the host has started hydrating, it calls
 * `window[EARLY_TAP_REPLAY](isHydrated, hydrateFirst)`. From then on a tap is held only while React has not yet hydrated
 * the tapped button: React hydrates a part that is not ready on its own, later, and drops a click on it
 * meanwhile. The held button is clicked again, for the page's own handler, in the first frame in
 * which it is hydrated. A button that is not hydrated within ten seconds (or leaves the page) lets go
 * of its tap and of its busy mark.
 */
export function entryLoaderSource(entryScripts: ReadonlyArray<string>, bootFiles: ReadonlyArray<string>): string {
  return `(function(){var d=document,s=${JSON.stringify(entryScripts)},p=${JSON.stringify(bootFiles)},b=0,t=null;` +
    'function go(){if(b)return;b=1;' +
    'p.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)});' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
    // A tap on a button not yet hydrated (h: the host's check, none before it hands the page back): shown busy at once,
    // started, and clicked again for the page's handler in the first frame in which the button is hydrated (watch).
    'var h=null,q=0,w=0;' +
    'function free(){if(t)t.removeAttribute("aria-busy");t=null}' +
    'function watch(){if(w||!h||!t)return;w=1;requestAnimationFrame(function f(){w=0;if(!t)return;' +
    // A held button the page replaced while its early view shows: the page's first control that opens the same view.
    `if(!t.isConnected&&shown())t=d.querySelector('#root button[${OPENS_STATE_ATTRIBUTE}="'+v.getAttribute("${EARLY_VIEW_ATTRIBUTE}")+'"]')||t;` +
    'if(!t.isConnected||Date.now()>q)return free();if(!h(t)){w=1;return requestAnimationFrame(f)}var c=t;free();c.click()})}' +
    'function tap(e){var c=e.target&&e.target.closest&&e.target.closest("button");' +
    // In the early view shown: its close icon and the dimmed page around it close it, with the tap that opened it.
    'if(shown()&&o.contains(e.target)){if((c&&c.getAttribute("aria-label")==="Close")||e.target===v.firstElementChild){e.preventDefault();shut()}return}' +
    'if(!c||c.disabled||(h&&h(c)))return;' +
    'e.preventDefault();e.stopPropagation();if(t&&t!==c)t.removeAttribute("aria-busy");t=c;q=Date.now()+1e4;c.setAttribute("aria-busy","true");' +
    `if(view(c.getAttribute("${OPENS_STATE_ATTRIBUTE}")))q=Infinity;go();watch()}` +
    // The early overlay (the site server's sign-up view, docs/decisions/059): a held tap on a control that opens a view
    // it holds shows that view at once, as the modal does (focus on its panel); the held tap is kept until the page has
    // started, however long that takes, and the modal opened by it takes over what was typed.
    // o: the overlay's slot (found once the page is parsed); v: the view shown, until the modal takes over (and hides o);
    // r: what had focus before it, which gets it back when the view is closed.
    'var o=null,v=null,r=null;function shown(){if(v&&o.hidden)v=null;return v}' +
    `function view(s){o=o||d.querySelector("[${EARLY_OVERLAY_ATTRIBUTE}]");if(!o||!s)return false;if(shown())return v.getAttribute("${EARLY_VIEW_ATTRIBUTE}")===s;` +
    // The site server holds the views and their styles in a template, which costs the page nothing until it is needed.
    'var k=o.firstElementChild;if(k&&k.tagName==="TEMPLATE")o.replaceChild(k.content,k);' +
    `var a=[].slice.call(o.querySelectorAll("[${EARLY_VIEW_ATTRIBUTE}]")),w=a.filter(function(x){return x.getAttribute("${EARLY_VIEW_ATTRIBUTE}")===s})[0];` +
    // Only that view shows: the overlay holds one for each control that opens one.
    'if(!w)return false;a.forEach(function(x){x.hidden=x!==w});v=w;r=t||d.activeElement;o.hidden=false;var p=w.querySelector("[role=dialog]");if(p)p.focus();return true}' +
    `function shut(){var c=r;o.hidden=true;v.removeAttribute("${EARLY_SUBMITTED_ATTRIBUTE}");v=null;r=null;free();if(c&&c.focus)c.focus();o.dispatchEvent(new Event("${EARLY_VIEW_CLOSED_EVENT}"))}` +
    `window.${EARLY_VIEW_SHOW}=view;` +
    // Asked to submit before the take-over (a press, Enter): kept for the modal, which submits what it took over.
    `d.addEventListener("submit",function(e){if(shown()&&v.contains(e.target)){e.preventDefault();v.setAttribute("${EARLY_SUBMITTED_ATTRIBUTE}","")}},true);` +
    'd.addEventListener("keydown",function(e){if(shown()&&e.key==="Escape")shut()},true);' +
    'd.addEventListener("click",tap,true);' +
    // After the hand-back, a press on a control React has not hydrated is kept from React, which would hydrate the
    // control's whole part of the page synchronously, inside the person's event, holding the tap's paint for the hundreds
    // of milliseconds it takes (docs/decisions/060). So is the click on a field that types or picks (the click on a
    // button is held above). The browser still does what the press does (focus, the picker), and the control's part is
    // asked to hydrate first (u: the host's), in a task after the tap's frame. Links are left to React.
    // waiting(c): c is React's to hydrate (in the root) and it has not yet.
    'function waiting(c){var g=d.getElementById("root");return !!c&&!!h&&!!g&&g.contains(c)&&!h(c)}' +
    `var u=null,z=[],x=${JSON.stringify(PRESSED_CONTROLS)};function shield(e){var c=e.target&&e.target.closest&&e.target.closest(x);` +
    'if(!waiting(c)||(e.type==="click"&&!c.matches(' + JSON.stringify(CLICKED_FIELDS) + ')))return;e.stopPropagation();hurry(c)}' +
    'function hurry(c){if(!u||!waiting(c)||z.indexOf(c)>=0)return;z.push(c);requestAnimationFrame(function(){setTimeout(function(){u(c)},0)})}' +
    `${JSON.stringify([...REACT_PRESS_EVENTS, 'click'])}.forEach(function(n){d.addEventListener(n,shield,true)});` +
    // At the hand-back, a button tapped and a field focused before it (typed into, perhaps) are hydrated first too.
    `window.${EARLY_TAP_REPLAY}=function(r,f){h=r;u=f||null;hurry(t);hurry(d.activeElement);watch()};` +
    'd.addEventListener("DOMContentLoaded",function(){var r=d.getElementById("root");' +
    'if(!r||!r.firstElementChild||d.visibilityState!=="visible"||typeof PerformanceObserver!=="function")return go();' +
    // After the first paint, the first screen's own images (the eager ones) come first too: their bytes and paint are the
    // page's largest paint, which the entry's downloads and long tasks would hold up.
    // A first screen's image on screen counts once it is shown: "loaded" is not yet painted (it is decoded, then painted and
    // presented in a later frame), and Element Timing reports the frame that presents it (buffered, so one shown before this
    // ran counts at once). One off screen, or in a browser without Element Timing, counts once it has loaded and a frame has passed.
    'function after(){var w=[].slice.call(d.querySelectorAll("img[fetchpriority=high]")),n=w.length,m=0,' +
    'k=PerformanceObserver.supportedEntryTypes,et=!!k&&k.indexOf("element")>=0;if(!n)return go();' +
    'function done(i){var x=w.indexOf(i);if(x<0)return;w[x]=null;if(--n===0)go()}' +
    'function frame(i){requestAnimationFrame(function(){setTimeout(function(){done(i)},0)})}' +
    'w.slice().forEach(function(i){var r=i.getBoundingClientRect();' +
    'if(i.complete&&!i.naturalWidth)return done(i);' +
    `if(et&&i.getAttribute("elementtiming")===${JSON.stringify(FIRST_SCREEN_IMAGE_TIMING)}&&r.width>0&&r.bottom>0&&r.top<innerHeight){m++;i.addEventListener("error",function(){done(i)});return}` +
    'if(i.complete)return frame(i);i.addEventListener("load",function(){frame(i)});i.addEventListener("error",function(){done(i)})});' +
    'if(m)new PerformanceObserver(function(l){l.getEntries().forEach(function(x){done(x.element)})}).observe({type:"element",buffered:true})}' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();after()}}).observe({type:"paint",buffered:true})}catch(x){go()}' +
    'setTimeout(go,1000)})})()';
}
