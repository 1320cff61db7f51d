// A script snippet shared by the page's inline loaders (the client scripts, the web fonts): what is fetched after
// the first screen is painted does not compete with it for a slow phone's bandwidth.

/** The longest a page waits for its `load` event before the deferred work starts anyway (a slow picture). */
export const AFTER_FIRST_PAINT_LIMIT_MS = 3000;

/**
 * The source of a function expression for inline scripts: `(${AFTER_FIRST_PAINT})(run)` calls `run` once, after
 * the page's `load` event and its first contentful paint, in the frame after that paint. A page with nothing to paint
 * (the portal's shell: its body holds only scripts) has no first contentful paint: it goes ahead at its `load` event.
 * Browsers without paint timing, and pages whose pictures are slow, go ahead after the limit.
 */
export const AFTER_FIRST_PAINT = `function(run){var waiting=2,started=false,painted=false;function start(){if(started)return;started=true;requestAnimationFrame(function(){setTimeout(run)})}function ready(){if(--waiting===0)start()}function paint(){if(painted)return;painted=true;ready()}function loaded(){ready();var shown=document.body?document.body.children:[];for(var i=shown.length;i--;)if(!/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|LINK)$/.test(shown[i].tagName))return;paint()}if(document.readyState==="complete")loaded();else addEventListener("load",loaded);try{new PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();paint()}).observe({type:"paint",buffered:true})}catch(e){paint()}setTimeout(start,${AFTER_FIRST_PAINT_LIMIT_MS})}`;
