// How glibc's malloc is set for the embedded server (`pnpm start`, `pnpm bench:memory`): the variables must be in the
// environment before the process starts, so whatever starts the server sets them (docs/decisions/foundation.md,
// "Embedded server memory").

/** The malloc settings the embedded server is started with; the environment's own settings win over them. */
export const SERVER_MALLOC_ENV = {
  // Two arenas instead of glibc's 8 per core: the memory that password hashing and the engine's threads free stays
  // in their arenas for good, ~45 MB more after use.
  MALLOC_ARENA_MAX: '2',
  // Blocks of 16 KB and more (stream chunks, request and result buffers) get their own mapping, returned to the
  // system when freed. glibc's default (128 KB, raised to the largest block freed so far, up to 32 MB) takes them
  // from the arenas, which keep the free space between blocks still in use: ~70 MB of the server's idle memory
  // after a few orders, all of it given back by a malloc_trim(0).
  MALLOC_MMAP_THRESHOLD_: '16384',
};
