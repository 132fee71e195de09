// The C side of cadence-bench's ratios: plain loops over plain arrays, compiled with the package's
// optimisation settings. See include/CBenchReference.h.
#include "CBenchReference.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void cbr_track_init(cbr_track *track, double start, const double *values, const double *durations) {
    double tangents[CBR_KEYFRAMES + 1];
    double points[CBR_KEYFRAMES + 1];
    points[0] = start;
    for (int i = 0; i < CBR_KEYFRAMES; i++) points[i + 1] = values[i];
    tangents[0] = 0;
    tangents[CBR_KEYFRAMES] = 0;
    for (int i = 1; i < CBR_KEYFRAMES; i++) {
        tangents[i] = (points[i + 1] - points[i - 1]) / (durations[i - 1] + durations[i]);
    }
    double end = 0;
    for (int i = 0; i < CBR_KEYFRAMES; i++) {
        double h = durations[i];
        double p0 = points[i], p1 = points[i + 1], m0 = tangents[i] * h, m1 = tangents[i + 1] * h;
        end += h;
        track->ends[i] = end;
        track->inverseDurations[i] = 1 / h;
        track->coefficients[i][0] = p0;
        track->coefficients[i][1] = m0;
        track->coefficients[i][2] = 3 * (p1 - p0) - 2 * m0 - m1;
        track->coefficients[i][3] = 2 * (p0 - p1) + m0 + m1;
    }
    track->endValue = points[CBR_KEYFRAMES];
}

double cbr_track_value(const cbr_track *track, double time) {
    if (time > track->ends[CBR_KEYFRAMES - 1]) return track->endValue;
    int index = 0;
    for (int i = 0; i < CBR_KEYFRAMES - 1; i++) index += track->ends[i] < time;
    const double *k = track->coefficients[index];
    double start = index == 0 ? 0 : track->ends[index - 1];
    double u = (time - start) * track->inverseDurations[index];
    return ((k[3] * u + k[2]) * u + k[1]) * u + k[0];
}

double cbr_track_samples(const cbr_track *track, const double *times, size_t mask, int calls) {
    double checksum = 0;
    size_t index = 0;
    for (int i = 0; i < calls; i++) {
        double time = times[index];
        checksum += time >= 0 ? cbr_track_value(track, time) : 0;
        index = (index + 1) & mask;
    }
    return checksum;
}

static const double cbr_durations[CBR_KEYFRAMES] = {0.1, 0.15, 0.2, 0.15};

cbr_timeline *cbr_timelines_create(int count) {
    cbr_timeline *timelines = calloc((size_t)(count > 0 ? count : 1), sizeof(cbr_timeline));
    if (!timelines) return NULL;
    for (int i = 0; i < count; i++) {
        for (int track = 0; track < CBR_TRACKS; track++) {
            double values[CBR_KEYFRAMES];
            for (int k = 0; k < CBR_KEYFRAMES; k++) values[k] = (double)((i + 3 * track + 5 * k) % 7) * 0.25;
            cbr_track_init(&timelines[i].tracks[track], 0, values, cbr_durations);
        }
        timelines[i].start = -(double)(i % 97) / 97 / 120;
    }
    return timelines;
}

void cbr_timelines_free(cbr_timeline *timelines) { free(timelines); }

size_t cbr_timeline_size(void) { return sizeof(cbr_timeline); }

double cbr_timelines_frame(const cbr_timeline *timelines, int count, double time) {
    double checksum = 0;
    for (int i = 0; i < count; i++) {
        double elapsed = time - timelines[i].start;
        if (!(elapsed >= 0)) continue;
        for (int track = 0; track < CBR_TRACKS; track++) {
            checksum += cbr_track_value(&timelines[i].tracks[track], elapsed);
        }
    }
    return checksum;
}

double cbr_players_frame(cbr_timeline *timelines, int count, double time) {
    double checksum = 0;
    for (int i = 0; i < count; i++) {
        double elapsed = time - timelines[i].start;
        if (!(elapsed >= 0)) continue;
        for (int track = 0; track < CBR_TRACKS; track++) {
            timelines[i].values[track] = cbr_track_value(&timelines[i].tracks[track], elapsed);
        }
        checksum += timelines[i].values[0];
    }
    return checksum;
}

double cbr_spring_values(double omega, double lambda, double target, double velocity,
                         const double *times, size_t mask, int calls) {
    double checksum = 0;
    size_t index = 0;
    for (int i = 0; i < calls; i++) {
        double t = times[index];
        double d = (target * lambda - velocity) * (sin(omega * t) / omega);
        d += target * cos(omega * t);
        checksum += target - d * exp(-lambda * t);
        index = (index + 1) & mask;
    }
    return checksum;
}

void cbr_bezier_init(cbr_bezier *curve, double p1x, double p1y, double p2x, double p2y) {
    double x1 = fmin(fmax(p1x, 0), 1), x2 = fmin(fmax(p2x, 0), 1);
    curve->cx = 3 * x1;
    curve->bx = 3 * (x2 - x1) - curve->cx;
    curve->ax = 1 - curve->cx - curve->bx;
    curve->cy = 3 * p1y;
    curve->by = 3 * (p2y - p1y) - curve->cy;
    curve->ay = 1 - curve->cy - curve->by;
}

static const double cbr_resolution = 1.0 / 1048576.0;

static inline double cbr_x(const cbr_bezier *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static inline double cbr_y(const cbr_bezier *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static inline double cbr_dx(const cbr_bezier *c, double t) { return (3 * c->ax * t + 2 * c->bx) * t + c->cx; }
static inline double cbr_dy(const cbr_bezier *c, double t) { return (3 * c->ay * t + 2 * c->by) * t + c->cy; }

static double cbr_parameter(const cbr_bezier *c, double x) {
    double t = x;
    for (int i = 0; i < 8; i++) {
        double error = cbr_x(c, t) - x;
        if (fabs(error) < cbr_resolution) return t;
        double slope = cbr_dx(c, t);
        if (fabs(slope) < 1e-6) break;
        t -= error / slope;
    }
    double lo = 0, hi = 1;
    t = x;
    while (hi - lo > cbr_resolution * 0.5) {
        double value = cbr_x(c, t);
        if (fabs(value - x) < cbr_resolution) return t;
        if (value < x) lo = t; else hi = t;
        t = (lo + hi) * 0.5;
    }
    return t;
}

static inline double cbr_clamp(double x) { return x < 0 ? 0 : (x > 1 ? 1 : x); }

double cbr_bezier_value(const cbr_bezier *curve, double x) {
    double t = cbr_parameter(curve, cbr_clamp(x));
    return round(cbr_y(curve, t) / cbr_resolution) * cbr_resolution;
}

double cbr_bezier_velocity(const cbr_bezier *curve, double x) {
    double t = cbr_parameter(curve, cbr_clamp(x));
    double vx = cbr_dx(curve, t), vy = cbr_dy(curve, t);
    if (vx == vy) return 1;
    return round(vy / vx / cbr_resolution) * cbr_resolution;
}

double cbr_bezier_values(const cbr_bezier *curve, const double *progress, size_t mask, int calls) {
    double checksum = 0;
    size_t index = 0;
    for (int i = 0; i < calls; i++) {
        checksum += cbr_bezier_value(curve, progress[index]);
        index = (index + 1) & mask;
    }
    return checksum;
}

double cbr_timing_curve_run(const cbr_bezier *curve, double duration, double from, double to,
                            int samples, int framesPerRun) {
    double checksum = 0;
    double change = to - from;
    int frame = 0;
    for (int i = 0; i < samples; i++) {
        double time = (double)frame / 120;
        if (time <= duration) {
            double progress = time / duration;
            checksum += from + change * cbr_bezier_value(curve, progress);
            checksum += change * (cbr_bezier_velocity(curve, progress) / duration);
        } else {
            checksum += to;
        }
        if (++frame == framesPerRun) frame = 0;
    }
    return checksum;
}

double cbr_interpolating_spring_run(double omega, double lambda, double settling, double from, double to,
                                    int samples, int framesPerRun) {
    double checksum = 0;
    double target = to - from;
    int frame = 0;
    for (int i = 0; i < samples; i++) {
        double t = (double)frame / 120;
        if (t < settling) {
            double e = exp(-lambda * t), s = sin(omega * t), c = cos(omega * t);
            double d = (target * lambda) * (s / omega) + target * c;
            checksum += from + (target - d * e);
            double v = (target * lambda) * ((lambda * s - omega * c) * e / omega) + target * ((omega * s + lambda * c) * e);
            checksum += v;
        } else {
            checksum += to;
        }
        if (++frame == framesPerRun) frame = 0;
    }
    return checksum;
}

double cbr_fluid_spring_run(double stiffness, double damping, double from, double to,
                            int samples, int framesPerRun) {
    double checksum = 0;
    double target = to - from;
    double offset = 0, velocity = 0, force = 0;
    long steps = 0;
    int finished = 0;
    int frame = 0;
    for (int i = 0; i < samples; i++) {
        double exact = (double)frame / 120 * 300;
        long wanted = exact > 0 ? (long)ceil(exact - 1e-9) : 0;
        while (!finished && steps < wanted) {
            double half = force * (1.0 / 600) + velocity;
            offset += half * (1.0 / 300);
            double newForce = half * -damping + (target - offset) * stiffness;
            force = newForce;
            velocity = newForce * (1.0 / 600) + half;
            steps++;
            double tolerance = target * 0.01;
            if (fmax(velocity * velocity, force * force) <= 0.0036
                && !(tolerance * tolerance > 0 && tolerance * tolerance < (target - offset) * (target - offset))) {
                finished = 1;
            }
        }
        checksum += finished ? to : from + offset + velocity;
        if (++frame == framesPerRun) {
            frame = 0;
            offset = velocity = force = 0;
            steps = 0;
            finished = 0;
        }
    }
    return checksum;
}
