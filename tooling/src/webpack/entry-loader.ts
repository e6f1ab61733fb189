import { EARLY_TAP_REPLAY } from 'shared-events/first-screen';

/**
 * The page's own start of the host's entry, written into the HTML in place of `<script defer>`
 * (docs/decisions/013). Once the page has painted its first content, it adds the entry's
 * `<script>` and a preload of each boot file (the chunks the entry would only ask for after it has
 * downloaded and run), so they download side by side, and none of them takes bandwidth or the main
 * thread from the prerendered text before it is painted; a first screen's eager images
 * (`fetchpriority="high"`) are let finish first as well. A page with nothing to paint (the shell's
 * empty root), a tab that is not shown (it paints nothing) or a browser without paint timing starts
 * them at DOMContentLoaded, and a page that has not painted within a second starts them then.
 *
 * A tap on a button before the page is hydrated would do nothing (its handler is not there yet): the
 * loader takes it instead. The button shows it is busy at once (`aria-busy`, styled by the page),
 * the entry starts if it has not, and once the host has started hydrating it calls
 * `window[EARLY_TAP_REPLAY]()`, which clicks the last such button again for the page's own handler.
 */
export function entryLoaderSource(entryScripts: ReadonlyArray<string>, bootFiles: ReadonlyArray<string>): string {
  return `(function(){var d=document,s=${JSON.stringify(entryScripts)},p=${JSON.stringify(bootFiles)},b=0,t=null;` +
    'function go(){if(b)return;b=1;' +
    'p.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)});' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
    // A tap on a button before hydration: shown busy at once, started, and clicked again for the page's handler.
    'function tap(e){var c=e.target&&e.target.closest&&e.target.closest("button");if(!c||c.disabled)return;' +
    'e.preventDefault();e.stopPropagation();if(t&&t!==c)t.removeAttribute("aria-busy");t=c;c.setAttribute("aria-busy","true");go()}' +
    'd.addEventListener("click",tap,true);' +
    `window.${EARLY_TAP_REPLAY}=function(){d.removeEventListener("click",tap,true);var c=t;t=null;if(c){c.removeAttribute("aria-busy");if(c.isConnected)c.click()}};` +
    'd.addEventListener("DOMContentLoaded",function(){var r=d.getElementById("root");' +
    'if(!r||!r.firstElementChild||d.visibilityState!=="visible"||typeof PerformanceObserver!=="function")return go();' +
    // After the first paint, the first screen's own images (the eager ones) come first too: their bytes and paint are the
    // page's largest paint, which the entry's downloads and long tasks would hold up.
    'function after(){var w=[].filter.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete}),n=w.length;' +
    'if(!n)return go();w.forEach(function(i){function done(){if(--n===0)go()}i.addEventListener("load",done);i.addEventListener("error",done)})}' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();after()}}).observe({type:"paint",buffered:true})}catch(x){go()}' +
    'setTimeout(go,1000)})})()';
}
