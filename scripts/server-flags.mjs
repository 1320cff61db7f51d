// The V8 flags the server runs with (npm start, the benchmark, the browser tests; the README's systemd unit sets the
// same for the executable through NODE_OPTIONS): a small young generation and a ceiling on the old one, so the heap
// is collected before it grows instead of after. Measured in docs/decisions/009: idle 126 -> 99 MB, peak under the
// benchmark's loads 300 -> 132 MB; the server's live heap is about 35 MB, a quarter of the ceiling.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=1', '--max-old-space-size=128'];
