// The confirmation link's page: one button confirms the subscription (a link alone never does).
import { NEWSLETTER_MESSAGES } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { FormAlert } from '@/components/ui/form-field';
import { confirmSubscriptionMutation } from '@/features/newsletter/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

const route = getRouteApi('/newsletter/confirm');

export function ConfirmSubscriptionPage() {
  const { token } = route.useSearch();
  const { trpc } = useApi();
  const confirm = useMutation(confirmSubscriptionMutation(trpc));
  return (
    <section className="container-page min-h-[60svh] max-w-2xl py-16">
      <h1 className="text-3xl font-bold">Confirm your subscription</h1>
      {confirm.isSuccess ? (
        <div className="mt-6 space-y-4">
          <FormAlert tone="success">{confirm.data.message}</FormAlert>
          <Link to="/blog" className="btn-primary">
            Read the blog
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-lg text-slate-700">
            One click and new articles will arrive in your inbox. You can leave at any time from the link in each
            e-mail.
          </p>
          {confirm.isError && (
            <div className="mt-6">
              <FormAlert>{serverErrorText(confirm.error) ?? NEWSLETTER_MESSAGES.linkInvalid}</FormAlert>
            </div>
          )}
          {token ? (
            <button
              type="button"
              className="btn-primary mt-6"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ token })}
            >
              {confirm.isPending ? 'Confirming…' : 'Confirm my subscription'}
            </button>
          ) : (
            <div className="mt-6">
              <FormAlert>{NEWSLETTER_MESSAGES.linkInvalid}</FormAlert>
            </div>
          )}
        </>
      )}
    </section>
  );
}
