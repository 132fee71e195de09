// Per-pixel kernels of Cadence's image encoders and effect layers, in C.
//
// Why hand-written C: these loops touch every pixel of every frame (or, for median cut, every colour
// of an animation at every cut), and `swift run cadence demo` (the README's main command) runs in a
// debug build, where Swift's loops are not optimised and took three quarters of the gallery's time.
// C keeps them fast in debug and release alike. Each kernel does exactly what the Swift code it
// replaced did (the render tests compare the two, bit for bit, on random images and histograms:
// PixelKernelTests, EffectKernelTests); the encoders and effects around them stay in Swift.
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

/// The nearest palette entry of every colour asked so far, for `cadence_palette_indices`: one per
/// palette, kept across the frames of an animation (which share most colours). Grows as needed up to
/// 2¹⁸ slots (1.25 MB). Create returns NULL when memory is short; free accepts NULL.
typedef struct cadence_palette_cache cadence_palette_cache;
cadence_palette_cache *cadence_palette_cache_create(void);
void cadence_palette_cache_free(cadence_palette_cache *cache);

/// Palette indices for 0xRRGGBB colours: the nearest entry by squared RGB distance, ties to the
/// lower index; `transparent_index` where a colour is `transparent`. With `dithering`, each pixel's
/// rounding error goes to its unvisited neighbours (Floyd–Steinberg, in sixteenths, truncated
/// towards zero), transparent pixels neither taking nor passing it on. `cache` must have been used
/// with this palette only. Returns 0, or -1 when memory for the work could not be had (nothing is
/// written then).
int cadence_palette_indices(const uint32_t *colors, size_t count, int width, const uint32_t *palette,
                            int palette_count, uint32_t transparent, uint8_t transparent_index, int dithering,
                            cadence_palette_cache *cache, uint8_t *indices);

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

/// Straight RGBA bytes (`width * height * 4`, rows packed) to Cairo's native-endian premultiplied
/// ARGB32 rows `bytes_per_row` apart: each channel round(c * a / 255), as
/// `RGBAPixel.premultipliedARGB32` computes it.
void cadence_rgba_to_argb32(const uint8_t *rgba, int width, int height, uint8_t *argb, size_t bytes_per_row);

/// Every premultiplied ARGB32 pixel replaced by (`red`, `green`, `blue`) · `alpha` (0…1 each) times
/// its coverage (its alpha / 255, or 1 − that with `inverting_alpha`): each byte
/// round(channel · coverage · 255), clamped to 0…255. The silhouette of a shadow.
void cadence_tint(uint8_t *bytes, size_t bytes_per_row, int width, int height, double red, double green, double blue,
                  double alpha, int inverting_alpha);

/// Box blurs in place, each channel alike: for every radius r > 0 in order, each row blurred by a box
/// of 2r + 1 pixels; then for every such radius, each column likewise. Pixels past the edges are the
/// edge pixel when `opaque`, else 0. A box's output is (sum · ⌊2²⁴ / (2r + 1)⌋ + 2²³) >> 24. Returns 0,
/// or -1 when memory for the work could not be had (nothing is changed then).
int cadence_box_blur(uint8_t *bytes, size_t bytes_per_row, int width, int height, const int *radii, int radius_count,
                     int opaque);

/// A copy `factor` times smaller on each side (rounded up) into `out`: each pixel the rounded mean
/// (sum + n / 2) / n of its block of n pixels inside the image. `sums` holds `⌈width / factor⌉ * 4`
/// numbers of scratch.
void cadence_downsample(const uint8_t *bytes, size_t bytes_per_row, int width, int height, int factor, uint8_t *out,
                        size_t out_bytes_per_row, uint32_t *sums);

/// A colour of a histogram for `cadence_median_cut`: `key` is scratch.
typedef struct {
    uint64_t key;
    uint32_t color;
    double weight;
} cadence_color_entry;

/// Median cut with variance-minimising splits over `count` entries (0xRRGGBB colours, sorted
/// ascending, each weighted by its pixel count), reordering them: start with one box of every entry;
/// while there are fewer than `maximum_colors` boxes, take the first box with the largest weighted
/// squared error (stop when it is 0), sort it by its widest channel (the largest error; the first on
/// ties) and then colour, and cut it where the two halves' summed squared error is least (the first
/// such place); the box keeps the lower half and the upper half becomes a new last box. Writes each
/// box's weighted mean colour (each channel rounded, half away from 0) to `palette`, in box order,
/// and returns how many; -1 when memory for the work could not be had.
int cadence_median_cut(cadence_color_entry *entries, size_t count, int maximum_colors, uint32_t *palette);

#endif
