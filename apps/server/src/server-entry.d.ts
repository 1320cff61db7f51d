// The web app's server-render build, as the packaging build resolves it (see apps/server/package.mjs).
declare module '@coach/web/server-entry' {
  export const render: import('./ssr/renderer').RenderPage;
}
