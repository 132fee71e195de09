// See CPixelKernels.h for what each kernel does and why these are in C.
#include "CPixelKernels.h"

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

static int paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

void cadence_png_filter(const uint8_t *rgba, int width, int height, uint8_t *scratch, uint8_t *out) {
    size_t length = (size_t)width * 4;
    uint8_t *candidate = scratch, *best = scratch + length;
    for (int y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * length;
        const uint8_t *above = y > 0 ? row - length : NULL;  // the row above the first is zeros
        int best_type = 0;
        long best_score = -1;
        for (int type = 0; type <= 4; type++) {
            long score = 0;
            for (size_t i = 0; i < length; i++) {
                int left = i >= 4 ? row[i - 4] : 0;
                int up = above ? above[i] : 0;
                int up_left = (above && i >= 4) ? above[i - 4] : 0;
                int predictor;
                switch (type) {
                case 0: predictor = 0; break;
                case 1: predictor = left; break;
                case 2: predictor = up; break;
                case 3: predictor = (left + up) / 2; break;
                default: predictor = paeth(left, up, up_left); break;
                }
                uint8_t residual = (uint8_t)(row[i] - predictor);
                candidate[i] = residual;
                int8_t signed_residual = (int8_t)residual;
                score += signed_residual < 0 ? -(long)signed_residual : signed_residual;
            }
            if (best_score < 0 || score < best_score) {
                best_score = score;
                best_type = type;
                uint8_t *swap = best; best = candidate; candidate = swap;
            }
        }
        uint8_t *dst = out + (size_t)y * (length + 1);
        dst[0] = (uint8_t)best_type;
        memcpy(dst + 1, best, length);
    }
}

void cadence_gif_composite(const uint8_t *rgba, size_t count, uint8_t matte_red, uint8_t matte_green,
                           uint8_t matte_blue, uint32_t transparent, uint32_t *colors) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = rgba + i * 4;
        uint32_t a = p[3];
        if (a == 0) { colors[i] = transparent; continue; }
        uint32_t r = (p[0] * a + matte_red * (255 - a) + 127) / 255;
        uint32_t g = (p[1] * a + matte_green * (255 - a) + 127) / 255;
        uint32_t b = (p[2] * a + matte_blue * (255 - a) + 127) / 255;
        colors[i] = r << 16 | g << 8 | b;
    }
}

// The nearest-entry cache: open addressing on colour + 1 (0 marks an empty slot), at most half full.
typedef struct {
    uint32_t *keys;
    uint8_t *values;
    size_t mask, used;
} Cache;

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

static uint8_t lookup(Cache *cache, const uint32_t *palette, int palette_count, uint32_t color) {
    uint32_t key = color + 1;
    size_t slot = (size_t)(key * 2654435761u) & cache->mask;
    while (cache->keys[slot] != 0) {
        if (cache->keys[slot] == key) return cache->values[slot];
        slot = (slot + 1) & cache->mask;
    }
    uint8_t index = nearest(palette, palette_count, color);
    if (cache->used * 2 < cache->mask + 1) {
        cache->keys[slot] = key;
        cache->values[slot] = index;
        cache->used++;
    }
    return index;
}

static int clamp255(int v) { return v < 0 ? 0 : (v > 255 ? 255 : v); }

int cadence_palette_indices(const uint32_t *colors, size_t count, int width, const uint32_t *palette,
                            int palette_count, uint32_t transparent, uint8_t transparent_index, int dithering,
                            uint8_t *indices) {
    size_t slots = 1024;
    while (slots < 2 * count && slots < ((size_t)1 << 16)) slots <<= 1;
    Cache cache = { calloc(slots, sizeof(uint32_t)), malloc(slots), slots - 1, 0 };
    int *errors = dithering ? calloc((size_t)(width + 2) * 3 * 2, sizeof(int)) : NULL;
    if (!cache.keys || !cache.values || (dithering && !errors)) {
        free(cache.keys); free(cache.values); free(errors);
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
                previous_index = lookup(&cache, palette, palette_count, color);
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
                uint8_t index = lookup(&cache, palette, palette_count, (uint32_t)(r << 16 | g << 8 | b));
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
    free(cache.keys); free(cache.values); free(errors);
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
