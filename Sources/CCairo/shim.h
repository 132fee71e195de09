// Cairo's image surfaces, paths and toy text API. Only <cairo.h>: the SVG and PDF backends are not used
// (Cadence writes SVG itself), and `<cairo.h>` rather than `<cairo/cairo.h>` because pkg-config's
// include path makes the first portable to Homebrew.
#include <cairo.h>
