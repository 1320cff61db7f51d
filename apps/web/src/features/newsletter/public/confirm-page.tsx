// The confirmation link's page: one button confirms the subscription (a link alone never does).
import { getRouteApi } from '@tanstack/react-router';
import { useFormPost } from '@/lib/forms';
import ConfirmForm from './confirm-form.island';

const route = getRouteApi('/newsletter/confirm');

export function ConfirmSubscriptionPage() {
  const { token } = route.useSearch();
  const post = useFormPost('newsletter-confirm');
  return (
    <section className="container-page min-h-[60svh] max-w-2xl py-16">
      <h1 className="text-3xl font-bold">Confirm your subscription</h1>
      <ConfirmForm token={token ?? null} post={post} />
    </section>
  );
}
