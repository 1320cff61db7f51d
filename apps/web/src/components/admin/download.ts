// Downloads a file from an administrator's REST route with the stored bearer token, under the name the server chose.
import { AUTH_MESSAGES } from '@coach/shared';
import { clearAdminSession, getAdminToken } from '@/lib/admin-session';

/** The file name the server chose, from `Content-Disposition: attachment; filename="..."`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Hands a body to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Fetches `url` as the signed-in administrator and saves the answer as a file.
 * Resolves to the message to show when it failed (the server's own error, else `failedMessage`), or null.
 * A 401 means the session ended: it is cleared and the sign-in page opens.
 */
export async function downloadAdminFile(
  url: string,
  { fallbackName, failedMessage }: { fallbackName: string; failedMessage: string },
): Promise<string | null> {
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${getAdminToken() ?? ''}` } });
    if (response.status === 401) {
      clearAdminSession();
      window.location.assign('/admin/login');
      return null;
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      return body?.error ?? failedMessage;
    }
    saveBlob(await response.blob(), fileNameOf(response, fallbackName));
    return null;
  } catch {
    return AUTH_MESSAGES.networkError;
  }
}
