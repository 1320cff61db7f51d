// The confirmation link's one button: a plain form that posts to /forms/newsletter-confirm (the page answers it without
// script); in the browser, the same tRPC call as ever, "Confirming…" while it runs and its answer in place.
import { formAction, NEWSLETTER_MESSAGES } from '@coach/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/errors';
import { type FormPost, FormPostFields, fieldError } from '@/lib/form-post';
import { sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** What the server's answer to a plain post says at first: confirmed, or why not. */
function firstResult(post: FormPost): Result {
  if (post.outcome?.status === 'sent') return { tone: 'success', text: NEWSLETTER_MESSAGES.confirmed };
  if (post.outcome?.status !== 'refused') return null;
  const text = post.outcome.refused.failure ?? fieldError(post, 'token') ?? NEWSLETTER_MESSAGES.linkInvalid;
  return { tone: 'error', text };
}

function ConfirmForm({ token, post }: { token: string | null; post: FormPost }) {
  const [result, setResult] = useState<Result>(() => firstResult(post));
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setResult(null);
    setSending(true);
    try {
      const answer = await sendToServer<{ message: string }>('newsletter.confirm', { token });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult({ tone: 'error', text: serverErrorText(error) ?? NEWSLETTER_MESSAGES.linkInvalid });
    } finally {
      setSending(false);
    }
  };

  if (result?.tone === 'success') {
    return (
      <div className="mt-6 space-y-4">
        <FormAlert tone="success">{result.text}</FormAlert>
        <a href="/blog" className="btn-primary">
          Read the blog
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="mt-3 text-lg text-slate-700">
        One click and new articles will arrive in your inbox. You can leave at any time from the link in each e-mail.
      </p>
      {result && (
        <div className="mt-6">
          <FormAlert>{result.text}</FormAlert>
        </div>
      )}
      {token ? (
        <form method="post" action={formAction('newsletter-confirm')} onSubmit={submit}>
          <FormPostFields post={post} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary mt-6" disabled={sending}>
            {sending ? 'Confirming…' : 'Confirm my subscription'}
          </button>
        </form>
      ) : (
        <div className="mt-6">
          <FormAlert>{NEWSLETTER_MESSAGES.linkInvalid}</FormAlert>
        </div>
      )}
    </>
  );
}

export default defineIsland('confirm-form', ConfirmForm);
