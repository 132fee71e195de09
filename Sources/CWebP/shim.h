// libwebp: the animation encoder (libwebpmux) for animated WebP output, and the animation decoder
// (libwebpdemux), which the tests use to read the files back.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
