// The newsletter's manage page (every e-mail's unsubscribe link): the subscription, one button to leave, and the name
// the e-mails greet. Drawn for each request and never kept (ssr/handler.ts counts it private): it shows her address.
import { NEWSLETTER_MESSAGES } from '@coach/shared';
import { getRouteApi } from '@tanstack/react-router';
import { FormAlert } from '@/components/ui/form-field';
import { useFormPost } from '@/lib/forms';
import ManageSubscription from './manage-subscription.island';

const route = getRouteApi('/newsletter/manage');

export function ManageSubscriptionPage() {
  const { token, changed } = route.useSearch();
  const { subscription } = route.useLoaderData();
  const post = useFormPost('newsletter-manage');
  return (
    <section className="container-page min-h-[60svh] max-w-2xl py-16">
      <h1 className="text-3xl font-bold">Your newsletter subscription</h1>
      {token && subscription ? (
        <ManageSubscription token={token} subscription={subscription} post={post} changed={changed ?? null} />
      ) : (
        <div className="mt-6 space-y-4">
          <FormAlert>{NEWSLETTER_MESSAGES.linkInvalid}</FormAlert>
          <a href="/blog" className="btn-outline">
            Go to the blog
          </a>
        </div>
      )}
    </section>
  );
}
