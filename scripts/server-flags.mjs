// How the server runs: `npm start`, the benchmark and the browser tests start it with these, and the single
// executable carries the flags inside it (sea-config `execArgv`; the README's systemd unit sets the environment).
// - A small young generation and a ceiling on the old one: the heap is collected before it grows instead of after
//   (docs/decisions/085).
// - No Maglev, V8's mid-tier compiler (on by default since Node.js 22): its compilations and code were most of what
//   Node.js 26 added to the server's memory under load, for no throughput we could measure (docs/decisions/140).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=1', '--max-old-space-size=128', '--no-maglev'];

// glibc's malloc, read at process start (so environment variables, not flags; decision 141): two arenas instead of
// one per thread (V8's compiler and GC threads kept theirs half-full after a load), and a fixed mmap threshold so
// large blocks go back to the system when freed. Those large blocks ask for transparent huge pages (decision 163): the
// password hash's 32 MiB, mapped afresh at each sign-in, then faults in 16 pages instead of 8,192 (200 → 90 ms here).
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1',
};
