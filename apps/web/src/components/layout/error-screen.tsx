// The generic error screen shown when a page fails to render.
import type { ErrorComponentProps } from '@tanstack/react-router';

export function ErrorScreen({ error }: ErrorComponentProps) {
  return (
    <section
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
      role="alert"
    >
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 max-w-xl text-slate-600">
        We're sorry, but something unexpected happened. Please try refreshing the page.
      </p>
      <button type="button" className="btn-primary mt-8" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
      <details className="mt-8 w-full max-w-xl rounded-lg bg-slate-50 p-4 text-left text-sm text-slate-600">
        <summary className="cursor-pointer font-medium">Error details</summary>
        <pre className="mt-3 whitespace-pre-wrap break-words">
          {error instanceof Error ? error.message : String(error)}
        </pre>
      </details>
    </section>
  );
}
