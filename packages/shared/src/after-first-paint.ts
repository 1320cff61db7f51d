// A script snippet shared by the page's inline loaders (the client scripts, the web fonts): what is fetched after
// the first screen is painted does not compete with it for a slow phone's bandwidth.

/** The longest a page waits for its `load` event before the deferred work starts anyway (a slow picture). */
export const AFTER_FIRST_PAINT_LIMIT_MS = 3000;

/**
 * The source of a function expression for inline scripts: `(${AFTER_FIRST_PAINT})(run)` calls `run` once, after
 * the page's `load` event and its first contentful paint, in the frame after that paint. Browsers without paint
 * timing, and pages whose pictures are slow, go ahead after the limit.
 */
export const AFTER_FIRST_PAINT = `function(run){var waiting=2,started=false;function start(){if(started)return;started=true;requestAnimationFrame(function(){setTimeout(run)})}function ready(){if(--waiting===0)start()}if(document.readyState==="complete")ready();else addEventListener("load",ready);try{var painted=false;new PerformanceObserver(function(list,observer){if(painted||!list.getEntriesByName("first-contentful-paint").length)return;painted=true;observer.disconnect();ready()}).observe({type:"paint",buffered:true})}catch(e){ready()}setTimeout(start,${AFTER_FIRST_PAINT_LIMIT_MS})}`;
