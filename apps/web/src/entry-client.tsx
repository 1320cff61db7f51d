// Browser entry: read the page's public configuration, build the router and hydrate the server-rendered document.
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readPublicConfig } from './lib/public-config';
import { createBrowserTrpc, createQueryClient } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

const config = readPublicConfig();
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, trpc: createBrowserTrpc(queryClient, config), config });

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
