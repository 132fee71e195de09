// Cairo's image surfaces and paths, and text through FreeType faces that fontconfig finds (with
// per-character fallback, colour emoji included). The SVG and PDF backends are not used (Cadence
// writes SVG itself); `<cairo.h>` rather than `<cairo/cairo.h>` because pkg-config's include path
// makes the first portable to Homebrew.
#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
