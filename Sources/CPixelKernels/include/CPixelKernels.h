// Per-pixel kernels of Cadence's image encoders, in C.
//
// Why hand-written C: these loops touch every pixel of every frame, and `swift run cadence demo`
// (the README's main command) runs in a debug build, where Swift's per-pixel loops are not optimised
// and took three quarters of the gallery's time. C keeps them fast in debug and release alike. Each
// kernel does exactly what the Swift code it replaced did (the render tests compare the two, bit for
// bit, on random images); the encoders around them stay in Swift.
#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Cairo's native-endian premultiplied ARGB32 rows (`bytes_per_row` apart) to straight RGBA bytes,
/// `width * height * 4` of them in `rgba`: alpha 0 gives 0, 0, 0, 0; alpha 255 copies the channels;
/// otherwise each channel is min(255, (c * 255 + a / 2) / a).
void cadence_argb32_to_rgba(const uint8_t *argb, size_t bytes_per_row, int width, int height, uint8_t *rgba);

/// PNG scanlines of straight RGBA rows: each row prefixed by the filter (0 None, 1 Sub, 2 Up,
/// 3 Average, 4 Paeth) whose residuals have the smallest sum of magnitudes as signed bytes, the
/// lowest filter winning a tie. `out` holds `(width * 4 + 1) * height` bytes; `scratch` holds
/// `width * 4 * 2` bytes.
void cadence_png_filter(const uint8_t *rgba, int width, int height, uint8_t *scratch, uint8_t *out);

/// Each RGBA pixel as 0xRRGGBB blended over the matte (c * a + m * (255 - a) + 127) / 255 per
/// channel, or `transparent` where alpha is 0.
void cadence_gif_composite(const uint8_t *rgba, size_t count, uint8_t matte_red, uint8_t matte_green,
                           uint8_t matte_blue, uint32_t transparent, uint32_t *colors);

/// Palette indices for 0xRRGGBB colours: the nearest entry by squared RGB distance, ties to the
/// lower index; `transparent_index` where a colour is `transparent`. With `dithering`, each pixel's
/// rounding error goes to its unvisited neighbours (Floyd–Steinberg, in sixteenths, truncated
/// towards zero), transparent pixels neither taking nor passing it on. Returns 0, or -1 when memory
/// for the work could not be had (nothing is written then).
int cadence_palette_indices(const uint32_t *colors, size_t count, int width, const uint32_t *palette,
                            int palette_count, uint32_t transparent, uint8_t transparent_index, int dithering,
                            uint8_t *indices);

/// GIF's variable-length LZW code stream of `count` palette indices (each below
/// 1 << `minimum_code_size`, which is 2...8): clear code first, end code last, least significant bit
/// first, codes up to 12 bits with a clear code when the table is full, no early change. Writes at
/// most `capacity` bytes to `out` and returns how many it wrote, -1 when `capacity` is too small
/// (`count * 2 + 16` always suffices), or -2 for an index that does not fit the code size.
ptrdiff_t cadence_lzw_encode(const uint8_t *indices, size_t count, int minimum_code_size, uint8_t *out, size_t capacity);

/// The runs of equal colours in `count` colours, in order: `run_colors[i]` repeated `run_lengths[i]`
/// times. Both arrays hold `count` entries; returns the number of runs.
size_t cadence_color_runs(const uint32_t *colors, size_t count, uint32_t *run_colors, size_t *run_lengths);

/// The smallest rectangle of a `width` × `height` image of bytes holding every pixel where `a` and
/// `b` differ: writes its corner and size and returns 1, or returns 0 when they are equal.
int cadence_changed_rect(const uint8_t *a, const uint8_t *b, int width, int height, int *x, int *y, int *w, int *h);

/// The pixels of the `rw` × `rh` rectangle at (`rx`, `ry`) of a `width`-wide image of indices, row by
/// row into `out`; with `use_transparency`, `transparent_index` where `previous` has the same index.
void cadence_gif_region(const uint8_t *indices, const uint8_t *previous, int width, int rx, int ry, int rw, int rh,
                        int use_transparency, uint8_t transparent_index, uint8_t *out);

#endif
