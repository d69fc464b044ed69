// The contract between the server and the page renderer that the client build makes
// (src/client/entry-server.tsx → CLIENT_DIR/.ssr/entry-server.mjs; docs/decisions/0011-react-19.md).
// The server knows only this file, never the client's code.

export interface PageRequest {
  /** Path and query of the page, e.g. '/suppliers?tab=verified'. */
  url: string;
  /** The interface language the page is drawn in (a code of src/shared/i18n/languages.ts). */
  language: string;
}

export interface RenderedPage {
  /** 404 for a path no screen draws, or a page whose subject the API does not know. */
  status: 200 | 404;
  /** The app's markup for `<div id="root">`; empty for a screen the browser draws alone. */
  html: string;
  /**
   * Markup for the document's head, before anything that could delay it: React's form-replay
   * script when the page has a form, so a submit made the moment a form shows is never lost.
   * The server names each inline script's hash in the page's CSP.
   */
  head?: string;
  title: string;
  description: string;
  /** The link preview's image (Open Graph), a path on this site; the brand image when absent. */
  image?: string;
  /** JSON for the browser's start (`PageState`): the strings and the API answers the page used. */
  state: string;
}

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /** How the renderer's API requests reach the app: its own router, not the network. */
  setApiTransport(send: typeof fetch): void;
}
