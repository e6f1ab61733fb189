/**
 * The page's own start of the host's entry, written into the HTML in place of `<script defer>`
 * (docs/decisions/013). The entry is preloaded with the page; this inline script runs it once the
 * page has painted its first content, so the prerendered text never waits for script to be
 * evaluated, however fast the network. A page with nothing to paint (the shell's empty root), a
 * tab that is not shown (it paints nothing) or a browser without paint timing runs it at
 * DOMContentLoaded, and a page that has not painted within a second runs it then.
 */
export function entryLoaderSource(scripts: ReadonlyArray<string>): string {
  return `(function(){var d=document,s=${JSON.stringify(scripts)},b=0;` +
    'function go(){if(b)return;b=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
    'd.addEventListener("DOMContentLoaded",function(){var r=d.getElementById("root");' +
    'if(!r||!r.firstElementChild||d.visibilityState!=="visible"||typeof PerformanceObserver!=="function")return go();' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(x){go()}' +
    'setTimeout(go,1000)})})()';
}
