// /setup?token=...: the first run, open only for the link the server printed and until an administrator exists;
// otherwise "not found".
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SetupPage } from '@/features/setup/public/setup-page';
import { searchParams, text } from '@/lib/search-params';
import { pageHead } from '@/lib/seo';

const searchSchema = searchParams({ token: text(200) });

export const Route = createFileRoute('/setup')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    const { open } = await context.queryClient.fetchQuery(
      context.trpc.setup.status.queryOptions({ token: deps.token }),
    );
    if (!open) throw notFound();
  },
  head: ({ match }) =>
    pageHead(match, { title: 'Set up your site', description: 'The first run of your site.', noindex: true }),
  component: SetupPage,
});
