// How an island is marked in the server's HTML: read by the enhancement script, which must not import React.

/** The island's name: its file's name without `.island.tsx`. */
export const ISLAND_ATTRIBUTE = 'data-island';
