// An island: a part of a server-rendered public page that the browser brings to life on its own, when the visitor
// reaches for it (docs/decisions/178). The server draws it inside the page like any other part, but as a render of its
// own (its own `useId` prefix), so the browser can hydrate exactly that markup with only its props; the page around it
// never runs React.
import type { ComponentType, ReactElement } from 'react';
import { useId } from 'react';
import { ISLAND_ATTRIBUTE } from './island-markup';

/** How the server renders an island's markup; set by the server entry (the browser never needs it). */
type RenderIsland = (element: ReactElement, identifierPrefix: string) => string;
let renderOnServer: RenderIsland | null = null;

/** Called once by entry-server.tsx with react-dom/server's renderToString, so this module never imports it. */
export function setIslandRenderer(render: RenderIsland) {
  renderOnServer = render;
}

export type Island<Props extends object> = ComponentType<Props> & {
  /** The island's name: its file's name without `.island.tsx`, and how the browser finds its code. */
  islandName: string;
  /** What the browser hydrates, with the same props. */
  Component: ComponentType<Props>;
};

/**
 * Declares an island. `Component` must draw the same markup from the same props on the server and in the browser, read
 * nothing from the router or the query cache, and keep what a visitor types in the browser's own fields (uncontrolled
 * inputs), so that typing before the island's code arrives is never wiped by hydration. Props travel as JSON.
 */
export function defineIsland<Props extends object>(name: string, Component: ComponentType<Props>): Island<Props> {
  function IslandOnPage(props: Props) {
    const prefix = `${name}${useId()}`;
    const data = { [ISLAND_ATTRIBUTE]: name, 'data-island-id': prefix, 'data-props': JSON.stringify(props) };
    if (!renderOnServer) {
      // Inside the portal's client app (which never shows public pages but carries their routes): a plain part.
      return (
        <div {...data} className="contents">
          <Component {...props} />
        </div>
      );
    }
    const html = renderOnServer(<Component {...props} />, prefix);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, escaped by React
    return <div {...data} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return Object.assign(IslandOnPage, { islandName: name, Component });
}
