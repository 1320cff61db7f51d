// The portal's browser entry (/admin and /setup): read the page's public configuration, build the router and hydrate
// the server-rendered document. Public pages never load it (enhance/main.ts is theirs).
// If that fails, the server's page stays on screen (lib/keep-server-page.ts).
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { keepServerPage, reportPageFailure } from '@/lib/keep-server-page';
import { readPublicConfig } from '@/lib/public-config';
import { createBrowserTrpc, createQueryClient } from '@/lib/trpc';
import { createAppRouter, NO_PAGE_CONTEXT } from './router';
import './styles.css';

try {
  const config = readPublicConfig();
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, trpc: createBrowserTrpc(config), config, page: NO_PAGE_CONTEXT });
  const serverPage = keepServerPage();

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: a tap or a scroll during it is answered at once.
  startTransition(() => {
    serverPage.attach(
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
        { onUncaughtError: serverPage.onUncaughtError, onCaughtError: serverPage.onCaughtError },
      ),
    );
  });
} catch (error) {
  // Nothing was hydrated: the server's page is untouched.
  reportPageFailure(error);
}
