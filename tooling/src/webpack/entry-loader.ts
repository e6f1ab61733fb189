/**
 * The page's own start of the host's entry, written into the HTML in place of `<script defer>`
 * (docs/decisions/013). Once the page has painted its first content, it adds the entry's
 * `<script>` and a preload of each boot file (the chunks the entry would only ask for after it has
 * downloaded and run), so they download side by side, and none of them takes bandwidth or the main
 * thread from the prerendered text before it is painted. A page with nothing to paint (the shell's
 * empty root), a tab that is not shown (it paints nothing) or a browser without paint timing starts
 * them at DOMContentLoaded, and a page that has not painted within a second starts them then.
 */
export function entryLoaderSource(entryScripts: ReadonlyArray<string>, bootFiles: ReadonlyArray<string>): string {
  return `(function(){var d=document,s=${JSON.stringify(entryScripts)},p=${JSON.stringify(bootFiles)},b=0;` +
    'function go(){if(b)return;b=1;' +
    'p.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)});' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
    'd.addEventListener("DOMContentLoaded",function(){var r=d.getElementById("root");' +
    'if(!r||!r.firstElementChild||d.visibilityState!=="visible"||typeof PerformanceObserver!=="function")return go();' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(x){go()}' +
    'setTimeout(go,1000)})})()';
}
