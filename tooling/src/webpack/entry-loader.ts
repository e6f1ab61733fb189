import { EARLY_TAP_REPLAY, FIRST_SCREEN_IMAGE_TIMING } from 'shared-events/first-screen';

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
 * `window[EARLY_TAP_REPLAY](isHydrated)`. From then on a tap is held only while React has not yet hydrated
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
    'if(!t.isConnected||Date.now()>q)return free();if(!h(t)){w=1;return requestAnimationFrame(f)}var c=t;free();c.click()})}' +
    'function tap(e){var c=e.target&&e.target.closest&&e.target.closest("button");if(!c||c.disabled||(h&&h(c)))return;' +
    'e.preventDefault();e.stopPropagation();if(t&&t!==c)t.removeAttribute("aria-busy");t=c;q=Date.now()+1e4;c.setAttribute("aria-busy","true");go();watch()}' +
    'd.addEventListener("click",tap,true);' +
    `window.${EARLY_TAP_REPLAY}=function(r){h=r;watch()};` +
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
