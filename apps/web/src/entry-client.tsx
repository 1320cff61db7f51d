// Browser entry: read the page's public configuration, build the router and hydrate the server-rendered document.
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readPublicConfig } from './lib/public-config';
import { createBrowserTrpc, createQueryClient } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

const config = readPublicConfig();
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, trpc: createBrowserTrpc(queryClient, config), config });

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
// the whole page: a tap or a scroll during it is answered at once.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
