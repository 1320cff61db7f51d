// One small JSON report to the server that outlives the page: the browser's beacon, else a keepalive request.

export function postBeacon(url: string, body: string): void {
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
    () => {},
  );
}
