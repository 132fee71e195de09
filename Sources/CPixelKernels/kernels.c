// See CPixelKernels.h for what each kernel does and why these are in C.
#include "CPixelKernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void cadence_argb32_to_rgba(const uint8_t *argb, size_t bytes_per_row, int width, int height, uint8_t *rgba) {
    for (int y = 0; y < height; y++) {
        const uint8_t *row = argb + (size_t)y * bytes_per_row;
        uint8_t *dst = rgba + (size_t)y * (size_t)width * 4;
        for (int x = 0; x < width; x++) {
            uint32_t word;
            memcpy(&word, row + (size_t)x * 4, 4);
            uint32_t a = word >> 24, r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF;
            if (a == 0) {
                r = g = b = 0;
            } else if (a != 255) {
                r = (r * 255 + a / 2) / a; if (r > 255) r = 255;
                g = (g * 255 + a / 2) / a; if (g > 255) g = 255;
                b = (b * 255 + a / 2) / a; if (b > 255) b = 255;
            }
            dst[0] = (uint8_t)r;
            dst[1] = (uint8_t)g;
            dst[2] = (uint8_t)b;
            dst[3] = (uint8_t)a;
            dst += 4;
        }
    }
}

// The magnitude of a residual taken as a signed byte.
#define RESIDUAL_MAGNITUDE(r) ((long)abs((int)(int8_t)(uint8_t)(r)))

// One pass scores all five filters at once (each byte's neighbours read once), a second writes the
// winner's residuals: in the debug build the README runs, C is not optimised, and five passes of a
// switch per byte cost three times as much.
void cadence_png_filter(const uint8_t *rgba, int width, int height, uint8_t *scratch, uint8_t *out) {
    size_t length = (size_t)width * 4;
    uint8_t *zeros = scratch;  // the row above the first
    memset(zeros, 0, length);
    for (int y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * length;
        const uint8_t *above = y > 0 ? row - length : zeros;
        long scores[5] = {0, 0, 0, 0, 0};
        for (size_t i = 0; i < length; i++) {
            int x = row[i], up = above[i];
            int left = i >= 4 ? row[i - 4] : 0, up_left = i >= 4 ? above[i - 4] : 0;
            int p = left + up - up_left;
            int pa = abs(p - left), pb = abs(p - up), pc = abs(p - up_left);
            int paeth = pa <= pb && pa <= pc ? left : (pb <= pc ? up : up_left);
            scores[0] += RESIDUAL_MAGNITUDE(x);
            scores[1] += RESIDUAL_MAGNITUDE(x - left);
            scores[2] += RESIDUAL_MAGNITUDE(x - up);
            scores[3] += RESIDUAL_MAGNITUDE(x - (left + up) / 2);
            scores[4] += RESIDUAL_MAGNITUDE(x - paeth);
        }
        int type = 0;
        for (int t = 1; t <= 4; t++) {
            if (scores[t] < scores[type]) type = t;
        }
        uint8_t *dst = out + (size_t)y * (length + 1);
        dst[0] = (uint8_t)type;
        dst++;
        switch (type) {
        case 0:
            memcpy(dst, row, length);
            break;
        case 1:
            for (size_t i = 0; i < length; i++) dst[i] = (uint8_t)(row[i] - (i >= 4 ? row[i - 4] : 0));
            break;
        case 2:
            for (size_t i = 0; i < length; i++) dst[i] = (uint8_t)(row[i] - above[i]);
            break;
        case 3:
            for (size_t i = 0; i < length; i++) dst[i] = (uint8_t)(row[i] - ((i >= 4 ? row[i - 4] : 0) + above[i]) / 2);
            break;
        default:
            for (size_t i = 0; i < length; i++) {
                int up = above[i], left = i >= 4 ? row[i - 4] : 0, up_left = i >= 4 ? above[i - 4] : 0;
                int p = left + up - up_left;
                int pa = abs(p - left), pb = abs(p - up), pc = abs(p - up_left);
                dst[i] = (uint8_t)(row[i] - (pa <= pb && pa <= pc ? left : (pb <= pc ? up : up_left)));
            }
            break;
        }
    }
}

void cadence_gif_composite(const uint8_t *rgba, size_t count, uint8_t matte_red, uint8_t matte_green,
                           uint8_t matte_blue, uint32_t transparent, uint32_t *colors) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = rgba + i * 4;
        uint32_t a = p[3];
        if (a == 0) { colors[i] = transparent; continue; }
        // (c · 255 + 127) / 255 is c: an opaque pixel needs no division.
        if (a == 255) { colors[i] = (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2]; continue; }
        uint32_t r = (p[0] * a + matte_red * (255 - a) + 127) / 255;
        uint32_t g = (p[1] * a + matte_green * (255 - a) + 127) / 255;
        uint32_t b = (p[2] * a + matte_blue * (255 - a) + 127) / 255;
        colors[i] = r << 16 | g << 8 | b;
    }
}

// The nearest-entry cache: open addressing on colour + 1 (0 marks an empty slot), at most half full;
// it doubles up to `CACHE_MAXIMUM_SLOTS`, then stops taking colours.
#define CACHE_MAXIMUM_SLOTS ((size_t)1 << 18)

struct cadence_palette_cache {
    uint32_t *keys;
    uint8_t *values;
    size_t mask, used;
};

cadence_palette_cache *cadence_palette_cache_create(void) {
    cadence_palette_cache *cache = malloc(sizeof(cadence_palette_cache));
    if (!cache) return NULL;
    size_t slots = 4096;
    cache->keys = calloc(slots, sizeof(uint32_t));
    cache->values = malloc(slots);
    cache->mask = slots - 1;
    cache->used = 0;
    if (!cache->keys || !cache->values) {
        cadence_palette_cache_free(cache);
        return NULL;
    }
    return cache;
}

void cadence_palette_cache_free(cadence_palette_cache *cache) {
    if (!cache) return;
    free(cache->keys);
    free(cache->values);
    free(cache);
}

static uint8_t nearest(const uint32_t *palette, int palette_count, uint32_t color) {
    int r = (int)(color >> 16 & 0xFF), g = (int)(color >> 8 & 0xFF), b = (int)(color & 0xFF);
    int best = 0;
    long best_distance = -1;
    for (int i = 0; i < palette_count; i++) {
        uint32_t entry = palette[i];
        long dr = r - (int)(entry >> 16 & 0xFF), dg = g - (int)(entry >> 8 & 0xFF), db = b - (int)(entry & 0xFF);
        long distance = dr * dr + dg * dg + db * db;
        if (best_distance < 0 || distance < best_distance) {
            best_distance = distance;
            best = i;
            if (distance == 0) break;
        }
    }
    return (uint8_t)best;
}

static size_t cache_slot(const cadence_palette_cache *cache, uint32_t key) {
    size_t slot = (size_t)(key * 2654435761u) & cache->mask;
    while (cache->keys[slot] != 0 && cache->keys[slot] != key) slot = (slot + 1) & cache->mask;
    return slot;
}

// Doubles the table (keeping every answer); leaves it as it was when memory is short.
static void cache_grow(cadence_palette_cache *cache) {
    size_t old_slots = cache->mask + 1, slots = old_slots * 2;
    uint32_t *keys = calloc(slots, sizeof(uint32_t));
    uint8_t *values = malloc(slots);
    if (!keys || !values) {
        free(keys);
        free(values);
        return;
    }
    cadence_palette_cache grown = {keys, values, slots - 1, cache->used};
    for (size_t i = 0; i < old_slots; i++) {
        if (cache->keys[i] == 0) continue;
        size_t slot = cache_slot(&grown, cache->keys[i]);
        keys[slot] = cache->keys[i];
        values[slot] = cache->values[i];
    }
    free(cache->keys);
    free(cache->values);
    *cache = grown;
}

static uint8_t lookup(cadence_palette_cache *cache, const uint32_t *palette, int palette_count, uint32_t color) {
    uint32_t key = color + 1;
    size_t slot = cache_slot(cache, key);
    if (cache->keys[slot] == key) return cache->values[slot];
    uint8_t index = nearest(palette, palette_count, color);
    if ((cache->used + 1) * 2 > cache->mask + 1 && cache->mask + 1 < CACHE_MAXIMUM_SLOTS) {
        cache_grow(cache);
        slot = cache_slot(cache, key);
    }
    if ((cache->used + 1) * 2 <= cache->mask + 1) {
        cache->keys[slot] = key;
        cache->values[slot] = index;
        cache->used++;
    }
    return index;
}

static int clamp255(int v) { return v < 0 ? 0 : (v > 255 ? 255 : v); }

int cadence_palette_indices(const uint32_t *colors, size_t count, int width, const uint32_t *palette,
                            int palette_count, uint32_t transparent, uint8_t transparent_index, int dithering,
                            cadence_palette_cache *cache, uint8_t *indices) {
    int *errors = dithering ? calloc((size_t)(width + 2) * 3 * 2, sizeof(int)) : NULL;
    if (!cache || (dithering && !errors)) {
        free(errors);
        return -1;
    }
    if (!dithering) {
        // Neighbouring pixels are often equal: a run reuses the answer.
        int has_previous = 0;
        uint32_t previous_color = 0;
        uint8_t previous_index = 0;
        for (size_t i = 0; i < count; i++) {
            uint32_t color = colors[i];
            if (color == transparent) {
                indices[i] = transparent_index;
            } else if (has_previous && previous_color == color) {
                indices[i] = previous_index;
            } else {
                previous_index = lookup(cache, palette, palette_count, color);
                previous_color = color;
                has_previous = 1;
                indices[i] = previous_index;
            }
        }
    } else {
        size_t stride = (size_t)(width + 2) * 3;
        int *current = errors, *next = errors + stride;
        size_t height = width > 0 ? count / (size_t)width : 0;
        for (size_t y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                size_t i = y * (size_t)width + (size_t)x;
                uint32_t color = colors[i];
                if (color == transparent) { indices[i] = transparent_index; continue; }
                size_t e = (size_t)(x + 1) * 3;
                int r = clamp255((int)(color >> 16 & 0xFF) + current[e] / 16);
                int g = clamp255((int)(color >> 8 & 0xFF) + current[e + 1] / 16);
                int b = clamp255((int)(color & 0xFF) + current[e + 2] / 16);
                uint8_t index = lookup(cache, palette, palette_count, (uint32_t)(r << 16 | g << 8 | b));
                indices[i] = index;
                uint32_t chosen = palette[index];
                int error[3] = { r - (int)(chosen >> 16 & 0xFF), g - (int)(chosen >> 8 & 0xFF), b - (int)(chosen & 0xFF) };
                for (int c = 0; c < 3; c++) {
                    current[e + 3 + c] += error[c] * 7;
                    next[e - 3 + c] += error[c] * 3;
                    next[e + c] += error[c] * 5;
                    next[e + 3 + c] += error[c];
                }
            }
            int *swap = current; current = next; next = swap;
            memset(next, 0, stride * sizeof(int));
        }
    }
    free(errors);
    return 0;
}

typedef struct {
    uint8_t *out;
    size_t capacity, length;
    uint64_t buffer;
    int count;
    int overflow;
} BitWriter;

static void write_code(BitWriter *w, int code, int bits) {
    w->buffer |= (uint64_t)code << w->count;
    w->count += bits;
    while (w->count >= 8) {
        if (w->length < w->capacity) w->out[w->length] = (uint8_t)w->buffer; else w->overflow = 1;
        w->length++;
        w->buffer >>= 8;
        w->count -= 8;
    }
}

enum { maximum_code_size = 12, table_capacity = 1 << maximum_code_size, hash_slots = 8192 };

ptrdiff_t cadence_lzw_encode(const uint8_t *indices, size_t count, int minimum_code_size, uint8_t *out, size_t capacity) {
    int clear_code = 1 << minimum_code_size, end_code = clear_code + 1;
    BitWriter w = { out, capacity, 0, 0, 0, 0 };
    int code_size = minimum_code_size + 1, next_code = end_code + 1;
    // Each slot holds (prefix code << 8 | next index) + 1, 0 meaning empty, and its code.
    int32_t keys[hash_slots];
    uint16_t codes[hash_slots];
    memset(keys, 0, sizeof keys);
    write_code(&w, clear_code, code_size);
    if (count > 0) {
        int prefix = indices[0];
        if (prefix >= clear_code) return -2;
        for (size_t i = 1; i < count; i++) {
            int symbol = indices[i];
            if (symbol >= clear_code) return -2;
            int32_t key = (int32_t)(prefix << 8 | symbol) + 1;
            size_t slot = (size_t)((long)key * 40503) & (hash_slots - 1);
            while (keys[slot] != 0 && keys[slot] != key) slot = (slot + 1) & (hash_slots - 1);
            if (keys[slot] == key) { prefix = codes[slot]; continue; }
            write_code(&w, prefix, code_size);
            if (next_code < table_capacity) {
                keys[slot] = key;
                codes[slot] = (uint16_t)next_code;
                if (next_code == 1 << code_size && code_size < maximum_code_size) code_size++;
                next_code++;
            } else {
                write_code(&w, clear_code, code_size);
                memset(keys, 0, sizeof keys);
                code_size = minimum_code_size + 1;
                next_code = end_code + 1;
            }
            prefix = symbol;
        }
        write_code(&w, prefix, code_size);
    }
    write_code(&w, end_code, code_size);
    if (w.count > 0) {
        if (w.length < w.capacity) w.out[w.length] = (uint8_t)w.buffer; else w.overflow = 1;
        w.length++;
    }
    return w.overflow ? -1 : (ptrdiff_t)w.length;
}

size_t cadence_color_runs(const uint32_t *colors, size_t count, uint32_t *run_colors, size_t *run_lengths) {
    size_t runs = 0;
    for (size_t i = 0; i < count; i++) {
        if (runs > 0 && run_colors[runs - 1] == colors[i]) {
            run_lengths[runs - 1]++;
        } else {
            run_colors[runs] = colors[i];
            run_lengths[runs] = 1;
            runs++;
        }
    }
    return runs;
}

int cadence_changed_rect(const uint8_t *a, const uint8_t *b, int width, int height, int *x, int *y, int *w, int *h) {
    int min_x = width, min_y = height, max_x = -1, max_y = -1;
    for (int row = 0; row < height; row++) {
        const uint8_t *ra = a + (size_t)row * (size_t)width, *rb = b + (size_t)row * (size_t)width;
        int first = 0;
        while (first < width && ra[first] == rb[first]) first++;
        if (first == width) continue;
        int last = width - 1;
        while (last > first && last > max_x && ra[last] == rb[last]) last--;
        if (first < min_x) min_x = first;
        if (last > max_x) max_x = last;
        if (min_y == height) min_y = row;
        max_y = row;
    }
    if (max_x < 0) return 0;
    *x = min_x; *y = min_y; *w = max_x - min_x + 1; *h = max_y - min_y + 1;
    return 1;
}

void cadence_gif_region(const uint8_t *indices, const uint8_t *previous, int width, int rx, int ry, int rw, int rh,
                        int use_transparency, uint8_t transparent_index, uint8_t *out) {
    for (int row = ry; row < ry + rh; row++) {
        size_t start = (size_t)row * (size_t)width + (size_t)rx;
        for (int column = 0; column < rw; column++) {
            uint8_t index = indices[start + (size_t)column];
            *out++ = (use_transparency && index == previous[start + (size_t)column]) ? transparent_index : index;
        }
    }
}

void cadence_rgba_to_argb32(const uint8_t *rgba, int width, int height, uint8_t *argb, size_t bytes_per_row) {
    for (int y = 0; y < height; y++) {
        const uint8_t *src = rgba + (size_t)y * (size_t)width * 4;
        uint8_t *row = argb + (size_t)y * bytes_per_row;
        for (int x = 0; x < width; x++) {
            uint32_t a = src[3];
            // t + (t >> 8) >> 8 with t = c·a + 128 rounds c·a/255 exactly for 8-bit c and a.
            uint32_t tr = src[0] * a + 128, tg = src[1] * a + 128, tb = src[2] * a + 128;
            uint32_t word = a << 24 | ((tr + (tr >> 8)) >> 8) << 16 | ((tg + (tg >> 8)) >> 8) << 8 | ((tb + (tb >> 8)) >> 8);
            memcpy(row + (size_t)x * 4, &word, 4);
            src += 4;
        }
    }
}

void cadence_tint(uint8_t *bytes, size_t bytes_per_row, int width, int height, double red, double green, double blue,
                  double alpha, int inverting_alpha) {
    double r = red * alpha, g = green * alpha, b = blue * alpha, a = alpha;
    for (int y = 0; y < height; y++) {
        uint8_t *pixel = bytes + (size_t)y * bytes_per_row;
        for (int x = 0; x < width; x++, pixel += 4) {
            double coverage = (double)pixel[3] / 255;
            if (inverting_alpha) coverage = 1 - coverage;
            double values[4] = {b * coverage * 255, g * coverage * 255, r * coverage * 255, a * coverage * 255};
            for (int c = 0; c < 4; c++) {
                double v = round(values[c]);
                pixel[c] = (uint8_t)(v >= 255 ? 255 : (v > 0 ? v : 0));
            }
        }
    }
}

// One box blur of `radius` along a row of `count` pixels, in place, through `padded` (room for the
// row and `radius + 1` pixels each side): the row with edge (or transparent) pixels each side, then a
// running sum per channel, each output (sum · ⌊2²⁴ / (2r + 1)⌋ + 2²³) >> 24.
static void box_row(uint8_t *row, int count, int radius, int32_t *padded, int opaque) {
    int pad = radius + 1;
    for (int c = 0; c < 4; c++) {
        int32_t left = opaque ? row[c] : 0;
        int32_t right = opaque ? row[(count - 1) * 4 + c] : 0;
        for (int i = 0; i < pad; i++) {
            padded[i * 4 + c] = left;
            padded[(pad + count + i) * 4 + c] = right;
        }
    }
    for (int i = 0; i < count * 4; i++) padded[pad * 4 + i] = row[i];
    int64_t reciprocal = (1 << 24) / (2 * radius + 1);
    int32_t s[4] = {0, 0, 0, 0};
    for (int i = pad - radius; i <= pad + radius; i++) {
        for (int c = 0; c < 4; c++) s[c] += padded[i * 4 + c];
    }
    int add = (pad + radius + 1) * 4, drop = (pad - radius) * 4;
    for (int x = 0; x < count; x++) {
        uint8_t *out = row + x * 4;
        for (int c = 0; c < 4; c++) {
            out[c] = (uint8_t)(((int64_t)s[c] * reciprocal + (1 << 23)) >> 24);
            s[c] += padded[add + c] - padded[drop + c];
        }
        add += 4;
        drop += 4;
    }
}

// The row `y` of the image, or outside it the edge row when opaque and NULL otherwise.
static const uint8_t *edge_row(const uint8_t *bytes, size_t bytes_per_row, int height, int y, int opaque) {
    if (y < 0) return opaque ? bytes : NULL;
    if (y > height - 1) return opaque ? bytes + (size_t)(height - 1) * bytes_per_row : NULL;
    return bytes + (size_t)y * bytes_per_row;
}

// One box blur of `radius` down every column at once: one window sum per byte of a row, slid a row
// at a time; the result goes to `scratch` and is copied back.
static void box_columns(uint8_t *bytes, size_t bytes_per_row, int width, int height, int radius, int32_t *sums,
                        uint8_t *scratch, int opaque) {
    size_t row_bytes = (size_t)width * 4;
    memset(sums, 0, row_bytes * sizeof(int32_t));
    for (int y = -radius; y <= radius; y++) {
        const uint8_t *source = edge_row(bytes, bytes_per_row, height, y, opaque);
        if (!source) continue;
        for (size_t i = 0; i < row_bytes; i++) sums[i] += source[i];
    }
    int64_t reciprocal = (1 << 24) / (2 * radius + 1);
    for (int y = 0; y < height; y++) {
        uint8_t *out = scratch + (size_t)y * row_bytes;
        for (size_t i = 0; i < row_bytes; i++) out[i] = (uint8_t)(((int64_t)sums[i] * reciprocal + (1 << 23)) >> 24);
        const uint8_t *entering = edge_row(bytes, bytes_per_row, height, y + radius + 1, opaque);
        if (entering) {
            for (size_t i = 0; i < row_bytes; i++) sums[i] += entering[i];
        }
        const uint8_t *leaving = edge_row(bytes, bytes_per_row, height, y - radius, opaque);
        if (leaving) {
            for (size_t i = 0; i < row_bytes; i++) sums[i] -= leaving[i];
        }
    }
    for (int y = 0; y < height; y++) memcpy(bytes + (size_t)y * bytes_per_row, scratch + (size_t)y * row_bytes, row_bytes);
}

int cadence_box_blur(uint8_t *bytes, size_t bytes_per_row, int width, int height, const int *radii, int radius_count,
                     int opaque) {
    if (width <= 0 || height <= 0) return 0;
    int longest = 0;
    for (int i = 0; i < radius_count; i++) longest = radii[i] > longest ? radii[i] : longest;
    size_t row_bytes = (size_t)width * 4;
    int32_t *padded = malloc(((size_t)width + 2 * (size_t)longest + 2) * 4 * sizeof(int32_t));
    int32_t *sums = malloc(row_bytes * sizeof(int32_t));
    uint8_t *scratch = malloc(row_bytes * (size_t)height);
    if (!padded || !sums || !scratch) {
        free(padded);
        free(sums);
        free(scratch);
        return -1;
    }
    for (int y = 0; y < height; y++) {
        uint8_t *row = bytes + (size_t)y * bytes_per_row;
        for (int i = 0; i < radius_count; i++) {
            if (radii[i] > 0) box_row(row, width, radii[i], padded, opaque);
        }
    }
    for (int i = 0; i < radius_count; i++) {
        if (radii[i] > 0) box_columns(bytes, bytes_per_row, width, height, radii[i], sums, scratch, opaque);
    }
    free(padded);
    free(sums);
    free(scratch);
    return 0;
}

void cadence_downsample(const uint8_t *bytes, size_t bytes_per_row, int width, int height, int factor, uint8_t *out,
                        size_t out_bytes_per_row, uint32_t *sums) {
    int w = (width + factor - 1) / factor, h = (height + factor - 1) / factor;
    for (int by = 0; by < h; by++) {
        memset(sums, 0, (size_t)w * 4 * sizeof(uint32_t));
        int rows = height - by * factor < factor ? height - by * factor : factor;
        for (int y = by * factor; y < by * factor + rows; y++) {
            const uint8_t *source = bytes + (size_t)y * bytes_per_row;
            for (int bx = 0; bx < w; bx++) {
                int columns = width - bx * factor < factor ? width - bx * factor : factor;
                uint32_t *block = sums + bx * 4;
                for (int n = 0; n < columns; n++, source += 4) {
                    block[0] += source[0]; block[1] += source[1]; block[2] += source[2]; block[3] += source[3];
                }
            }
        }
        uint8_t *row = out + (size_t)by * out_bytes_per_row;
        for (int bx = 0; bx < w; bx++) {
            int columns = width - bx * factor < factor ? width - bx * factor : factor;
            uint32_t n = (uint32_t)(rows * columns);
            for (int c = 0; c < 4; c++) row[bx * 4 + c] = (uint8_t)((sums[bx * 4 + c] + n / 2) / n);
        }
    }
}

// Weighted sums of each channel and of its square: enough for a box's mean and squared error.
typedef struct {
    double weight, sum[3], squares[3];
} Moments;

static void moments_add(Moments *m, const cadence_color_entry *e) {
    double r = (double)(e->color >> 16 & 0xFF), g = (double)(e->color >> 8 & 0xFF), b = (double)(e->color & 0xFF);
    m->weight += e->weight;
    m->sum[0] += e->weight * r;
    m->sum[1] += e->weight * g;
    m->sum[2] += e->weight * b;
    m->squares[0] += e->weight * r * r;
    m->squares[1] += e->weight * g * g;
    m->squares[2] += e->weight * b * b;
}

// Σ w·(c − mean)² per channel (0 for no weight; never below 0).
static void channel_errors(const Moments *m, double errors[3]) {
    for (int c = 0; c < 3; c++) {
        if (!(m->weight > 0)) {
            errors[c] = 0;
            continue;
        }
        double e = m->squares[c] - m->sum[c] * m->sum[c] / m->weight;
        errors[c] = e >= 0 ? e : 0;
    }
}

static double squared_error(const Moments *m) {
    double e[3];
    channel_errors(m, e);
    return e[0] + e[1] + e[2];
}

typedef struct {
    size_t lower, upper;
    double error;
    int widest;
    uint32_t mean;
} Box;

static Box make_box(const cadence_color_entry *entries, size_t lower, size_t upper) {
    Moments m = {0};
    for (size_t i = lower; i < upper; i++) moments_add(&m, &entries[i]);
    Box box = {lower, upper, upper - lower > 1 ? squared_error(&m) : 0, 0, 0};
    double e[3];
    channel_errors(&m, e);
    box.widest = e[0] >= e[1] && e[0] >= e[2] ? 0 : (e[1] >= e[2] ? 1 : 2);
    for (int c = 0; c < 3; c++) {
        double v = round(m.sum[c] / m.weight);
        v = v >= 0 ? v : 0;
        v = v < 255 ? v : 255;
        box.mean |= (uint32_t)v << (16 - 8 * c);
    }
    return box;
}

static int compare_keys(const void *a, const void *b) {
    uint64_t x = ((const cadence_color_entry *)a)->key, y = ((const cadence_color_entry *)b)->key;
    return (x > y) - (x < y);
}

// Where splitting the sorted entries lower..<upper leaves the least total squared error (both halves
// non-empty; the first such index).
static size_t best_cut(const cadence_color_entry *entries, size_t lower, size_t upper) {
    Moments total = {0}, left = {0};
    for (size_t i = lower; i < upper; i++) moments_add(&total, &entries[i]);
    size_t best = lower + 1;
    double best_error = INFINITY;
    for (size_t i = lower; i + 1 < upper; i++) {
        moments_add(&left, &entries[i]);
        Moments right = {total.weight - left.weight,
                         {total.sum[0] - left.sum[0], total.sum[1] - left.sum[1], total.sum[2] - left.sum[2]},
                         {total.squares[0] - left.squares[0], total.squares[1] - left.squares[1],
                          total.squares[2] - left.squares[2]}};
        double error = squared_error(&left) + squared_error(&right);
        if (error < best_error) {
            best = i + 1;
            best_error = error;
        }
    }
    return best;
}

int cadence_median_cut(cadence_color_entry *entries, size_t count, int maximum_colors, uint32_t *palette) {
    if (count == 0 || maximum_colors < 1) return 0;
    Box *boxes = malloc((size_t)maximum_colors * sizeof(Box));
    if (!boxes) return -1;
    int box_count = 1;
    boxes[0] = make_box(entries, 0, count);
    while (box_count < maximum_colors) {
        int worst = 0;
        for (int i = 1; i < box_count; i++) {
            if (boxes[worst].error < boxes[i].error) worst = i;
        }
        if (!(boxes[worst].error > 0)) break;
        Box box = boxes[worst];
        uint32_t shift = (uint32_t)(16 - 8 * box.widest);
        for (size_t i = box.lower; i < box.upper; i++) {
            entries[i].key = (uint64_t)(entries[i].color >> shift & 0xFF) << 32 | entries[i].color;
        }
        qsort(entries + box.lower, box.upper - box.lower, sizeof(cadence_color_entry), compare_keys);
        size_t cut = best_cut(entries, box.lower, box.upper);
        boxes[worst] = make_box(entries, box.lower, cut);
        boxes[box_count++] = make_box(entries, cut, box.upper);
    }
    for (int i = 0; i < box_count; i++) palette[i] = boxes[i].mean;
    free(boxes);
    return box_count;
}
